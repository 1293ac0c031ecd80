/** Labelled fields with their error in words, tied to the input for screen readers. */
import { useId, type ReactNode } from "react";

/**
 * The server names the field first ("password: Use at least 12 characters.", "start_date: ...",
 * "photos.1: ...", "sections.Books Published.0: ..."): split it off; `field` is the top-level
 * field's name. A path's later parts may be record keys, with spaces or slashes.
 */
export function splitError(message: string | undefined): { field?: string; text: string } | undefined {
  if (!message) return undefined;
  const match = /^([A-Za-z_]\w*)(?:\.[^:\n]+)?: (.*)$/s.exec(message);
  return match ? { field: match[1], text: match[2]! } : { text: message };
}

interface FieldProps {
  label: string;
  name: string;
  error?: { field?: string; text: string };
  children: (props: { id: string; name: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}

export function Field({ label, name, error, children }: FieldProps) {
  const id = useId();
  const own = error?.field === name ? error.text : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, name, "aria-invalid": own !== undefined, "aria-describedby": own ? `${id}-error` : undefined })}
      {own && (
        <p className="field-error" id={`${id}-error`}>
          {own}
        </p>
      )}
    </div>
  );
}

/** An error that belongs to no one field, announced when it appears. */
export function FormError({ error }: { error?: { field?: string; text: string } }) {
  return (
    <p className="form-error" role="alert">
      {error && !error.field ? error.text : ""}
    </p>
  );
}
