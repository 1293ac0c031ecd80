/** The control of a field people type in: an input, a text area (long texts, lines, paragraphs) or a choice. */
import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FieldSpec } from "@dept/contract";

type ControlProps = UseFormRegisterReturn &
  Pick<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-describedby" | "aria-invalid" | "lang">;

export function TextControl({ spec, props }: { spec: FieldSpec; props: ControlProps }) {
  if (spec.kind === "textarea" || spec.kind === "lines" || spec.kind === "paragraphs")
    return <textarea {...props} rows={spec.kind === "textarea" ? 5 : spec.kind === "paragraphs" ? 8 : 3} />;
  if (spec.kind === "choice") {
    return (
      <select {...props}>
        {/* A new entry has no choice yet; showing the first one would look chosen. */}
        <option value="">Choose one</option>
        {spec.choices?.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    );
  }
  const type = spec.kind === "date" ? "date" : spec.kind === "url" ? "url" : "text";
  return <input {...props} type={type} inputMode={spec.kind === "year" ? "numeric" : undefined} />;
}
