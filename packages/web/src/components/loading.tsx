/** The spec's plain 'loading' text, announced politely to screen readers. */
export function Loading({ text = "loading" }: { text?: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}
