/** A failed load: a short message and a Retry button, instead of a blank page (docs/architecture.md section 7). */
export function InlineError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="inline-error" role="alert">
      <p>Could not load {what}. Please check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
