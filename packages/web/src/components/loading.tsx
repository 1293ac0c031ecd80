import { useT } from "../i18n/i18n";

/** The spec's plain 'loading' text (in the page's language unless a page names its own), announced politely to screen readers. */
export function Loading({ text }: { text?: string }) {
  const t = useT();
  return (
    <p className="loading" role="status">
      {text ?? t.common.loading}
    </p>
  );
}
