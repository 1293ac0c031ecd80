import { useT } from "../i18n/i18n";

/** A failed load: a short message and a Retry button, instead of a blank page (docs/architecture.md section 7). */
export function InlineError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="inline-error" role="alert">
      <p>{t.common.loadFailed(what)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t.common.retry}
      </button>
    </div>
  );
}
