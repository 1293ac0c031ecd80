/** What every field of an entry's form shares: its frame (label, hint, error) and its error in words. */
import { useId, type ReactNode } from "react";
import { get, type FieldErrors } from "react-hook-form";

/** The first message in a field's errors, however deep (a list's item, a record's entry). */
export function errorOf(errors: FieldErrors | undefined, name: string): string | undefined {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === "string") return message;
    for (const child of Object.values(node)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(get(errors, name));
}

/** An error about a group or list as a whole (exactly 10 photos), not about one of its parts. */
export function ownError(errors: FieldErrors | undefined, name: string): string | undefined {
  const node = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = node?.message ?? node?.root?.message;
  return typeof message === "string" ? message : undefined;
}

interface FrameProps {
  label: string;
  hint?: string;
  optional?: boolean;
  error?: string;
  /** A state of the value to notice, under the hint ("Translation outdated: ..."). */
  note?: string;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** Label, hint, note and error around one field, tied to its control for screen readers. */
export function Frame({ label, hint, optional, error, note, children }: FrameProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : "", note ? `${id}-note` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? " (optional)" : ""}
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {note && (
        <p className="field-note" id={`${id}-note`}>
          {note}
        </p>
      )}
      {children({ id, describedBy, invalid: error !== undefined })}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The name of an uploaded file (`<hash>/<name>`), as people chose it. */
export const fileName = (ref: unknown) =>
  typeof ref === "string" && ref.includes("/") ? ref.slice(ref.indexOf("/") + 1) : "";
