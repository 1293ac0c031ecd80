/**
 * The fields of an entry's form, one component per kind of the contract's field specs. The form
 * holds text where people type (lists as one item per line, years as typed) and `toData` turns it
 * into the entry, which the contract's schema then checks: the same rules as pack validation.
 */
import { useId, useState, type ReactNode } from "react";
import { useFieldArray, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { FACULTY_SECTION_WHITELIST, type FieldSpec } from "@dept/contract";
import { upload } from "./api";

export type FormValues = Record<string, unknown>;
interface Pair {
  key: string;
  value: string;
}
interface Section {
  name: string;
  lines: string;
}

const splitLines = (text: unknown) =>
  String(text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** An entry as the form shows it. */
export function toForm(fields: readonly FieldSpec[], data: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const { name, kind } of fields) {
    const value = data[name];
    if (kind === "images") values[name] = Array.isArray(value) ? value : [];
    else if (kind === "lines") values[name] = Array.isArray(value) ? value.join("\n") : "";
    else if (kind === "pairs") values[name] = Object.entries((value ?? {}) as Record<string, string>).map(([key, item]): Pair => ({ key, value: item }));
    else if (kind === "sections") values[name] = Object.entries((value ?? {}) as Record<string, string[]>).map(([key, lines]): Section => ({ name: key, lines: lines.join("\n") }));
    else values[name] = value === undefined || value === null ? "" : String(value);
  }
  return values;
}

/** The entry the form's values make; an empty optional field is left out, as a pack leaves it out. */
export function toData(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { name, kind, optional } of fields) {
    const value = values[name];
    if (kind === "images") data[name] = value;
    else if (kind === "lines") data[name] = splitLines(value);
    else if (kind === "pairs") data[name] = Object.fromEntries((value as Pair[]).filter((pair) => pair.key.trim()).map((pair) => [pair.key.trim(), pair.value.trim()]));
    else if (kind === "sections") {
      const sections = (value as Section[]).filter((section) => section.name);
      if (sections.length > 0 || !optional) data[name] = Object.fromEntries(sections.map((section) => [section.name, splitLines(section.lines)]));
    } else {
      const text = String(value ?? "").trim();
      if (text === "" && optional) continue;
      data[name] = kind === "year" && /^\d+$/.test(text) ? Number(text) : text;
    }
  }
  return data;
}

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
  return find(errors?.[name]);
}

interface FieldProps {
  spec: FieldSpec;
  /** An error for this field from the server ("file: ..."), shown as the form's own errors are. */
  serverError?: string;
}

/** Label, hint and error around one field, tied to its control for screen readers. */
function Frame({ spec, error, children }: { spec: FieldSpec; error?: string; children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId();
  const describedBy = [spec.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {spec.label}
        {spec.optional ? " (optional)" : ""}
      </label>
      {spec.hint && (
        <p className="hint" id={`${id}-hint`}>
          {spec.hint}
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

const fileName = (ref: unknown) => (typeof ref === "string" && ref.includes("/") ? ref.slice(ref.indexOf("/") + 1) : "");

export function EntryField({ spec, serverError }: FieldProps) {
  const { register, formState } = useFormContext<FormValues>();
  const error = errorOf(formState.errors, spec.name) ?? serverError;
  switch (spec.kind) {
    case "pdf":
    case "image":
      return <FileField spec={spec} error={error} />;
    case "images":
      return <ImagesField spec={spec} error={error} />;
    case "pairs":
      return <PairsField spec={spec} error={error} />;
    case "sections":
      return <SectionsField spec={spec} error={error} />;
    default:
      return (
        <Frame spec={spec} error={error}>
          {({ id, describedBy, invalid }) => {
            const common = { id, "aria-describedby": describedBy, "aria-invalid": invalid, ...register(spec.name) };
            if (spec.kind === "textarea" || spec.kind === "lines") return <textarea {...common} rows={spec.kind === "lines" ? 3 : 5} />;
            if (spec.kind === "choice") {
              return (
                <select {...common}>
                  {/* A new entry has no choice yet; showing the first one would look chosen. */}
                  <option value="">Choose one</option>
                  {spec.choices?.map((choice) => (
                    <option key={choice}>{choice}</option>
                  ))}
                </select>
              );
            }
            const type = spec.kind === "date" ? "date" : spec.kind === "url" ? "url" : "text";
            return <input {...common} type={type} inputMode={spec.kind === "year" ? "numeric" : undefined} />;
          }}
        </Frame>
      );
  }
}

/** Uploads a chosen file; the field keeps its value and shows the reason when the server refuses it. */
function useUpload(kind: "pdf" | "image", onUploaded: (ref: string) => void) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setState({ busy: true });
    try {
      onUploaded((await upload(kind, file)).ref);
      setState({ busy: false });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setState({ busy: false, error: message.replace(/^file: /, "") });
    }
    input.value = "";
  };
  return { ...state, choose };
}

function FileField({ spec, error }: { spec: FieldSpec; error?: string }) {
  const { setValue, control } = useFormContext<FormValues>();
  const value = useWatch({ control, name: spec.name });
  const kind = spec.kind === "pdf" ? "pdf" : "image";
  const uploader = useUpload(kind, (ref) => setValue(spec.name, ref, { shouldDirty: true, shouldValidate: true }));
  return (
    <Frame spec={{ ...spec, hint: fileName(value) ? `Now: ${fileName(value)}` : "No file yet." }} error={uploader.error ?? error}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            type="file"
            accept={kind === "pdf" ? ".pdf,application/pdf" : "image/jpeg,image/png,image/webp"}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploader.busy}
            onChange={(event) => void uploader.choose(event.currentTarget)}
          />
          {uploader.busy && <p role="status">Uploading…</p>}
          {spec.optional && fileName(value) && (
            <button type="button" onClick={() => setValue(spec.name, "", { shouldDirty: true })}>
              Remove {spec.label.toLowerCase()}
            </button>
          )}
        </>
      )}
    </Frame>
  );
}

function ImagesField({ spec, error }: { spec: FieldSpec; error?: string }) {
  const { setValue, control } = useFormContext<FormValues>();
  const images = (useWatch({ control, name: spec.name }) as string[] | undefined) ?? [];
  const uploader = useUpload("image", (ref) => setValue(spec.name, [...images, ref], { shouldDirty: true, shouldValidate: true }));
  return (
    <Frame spec={{ ...spec, label: `${spec.label}: add one`, hint: images.length === 0 ? "None yet." : undefined }} error={uploader.error ?? error}>
      {({ id, describedBy, invalid }) => (
        <>
          <input id={id} type="file" accept="image/jpeg,image/png,image/webp" aria-describedby={describedBy} aria-invalid={invalid} disabled={uploader.busy} onChange={(event) => void uploader.choose(event.currentTarget)} />
          <ul className="file-list">
            {images.map((ref, index) => (
              <li key={`${ref}-${index}`}>
                {fileName(ref)}{" "}
                <button type="button" onClick={() => setValue(spec.name, images.filter((_, i) => i !== index), { shouldDirty: true })}>
                  Remove {fileName(ref)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Frame>
  );
}

function PairsField({ spec, error }: { spec: FieldSpec; error?: string }) {
  const { register, control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: spec.name as never });
  const base = useId();
  return (
    <fieldset className="group">
      <legend>{spec.label}</legend>
      {spec.hint && <p className="hint">{spec.hint}</p>}
      {fields.map((field, index) => (
        <div className="row" key={field.id}>
          <div className="field">
            <label htmlFor={`${base}-${index}-key`}>Degree {index + 1}</label>
            <input id={`${base}-${index}-key`} {...register(`${spec.name}.${index}.key`)} />
          </div>
          <div className="field">
            <label htmlFor={`${base}-${index}-value`}>Where {index + 1}</label>
            <input id={`${base}-${index}-value`} {...register(`${spec.name}.${index}.value`)} />
          </div>
          <button type="button" onClick={() => remove(index)}>
            Remove degree {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => append({ key: "", value: "" } as never)}>
        Add a degree
      </button>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

function SectionsField({ spec, error }: { spec: FieldSpec; error?: string }) {
  const { register, control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: spec.name as never });
  const names = useWatch({ control, name: spec.name }) as Section[] | undefined;
  const base = useId();
  return (
    <fieldset className="group">
      <legend>{spec.label}</legend>
      <p className="hint">The site shows these sections in its fixed order of headings; within a section, one entry per line, in the order written.</p>
      {fields.map((field, index) => {
        const current = names?.[index]?.name ?? "";
        const choices = FACULTY_SECTION_WHITELIST.includes(current as never) || !current ? FACULTY_SECTION_WHITELIST : [current, ...FACULTY_SECTION_WHITELIST];
        return (
          <div className="section-row" key={field.id}>
            <div className="field">
              <label htmlFor={`${base}-${index}-name`}>Section {index + 1} heading</label>
              <select id={`${base}-${index}-name`} {...register(`${spec.name}.${index}.name`)}>
                {choices.map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${base}-${index}-lines`}>Section {index + 1} entries</label>
              <textarea id={`${base}-${index}-lines`} rows={3} {...register(`${spec.name}.${index}.lines`)} />
            </div>
            <button type="button" onClick={() => remove(index)}>
              Remove section {index + 1}
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => append({ name: FACULTY_SECTION_WHITELIST[0], lines: "" } as never)}>
        Add a section
      </button>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
