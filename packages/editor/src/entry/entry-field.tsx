/**
 * The fields of an entry's form, one component per kind of the contract's field specs, nested as
 * the specs nest (groups, lists of items). The form holds text where people type (lists as one
 * item per line, paragraphs split by blank lines, years as typed) and `toData` turns it into the
 * entry, which the contract's schema then checks: the same rules as pack validation.
 */
import { useContext, useId, useState, type ReactNode } from "react";
import { get, useFieldArray, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { FACULTY_SECTION_WHITELIST, type FieldSpec, type FileFieldKind } from "@dept/contract";
import { upload } from "./api";
import { useFocusAfterMove } from "./focus-after-move";
import { PendingUploadsContext } from "./pending-uploads";

export type FormValues = Record<string, unknown>;
interface Pair {
  key: string;
  value: string;
}
interface Section {
  name: string;
  lines: string;
}
interface Figure {
  path: string;
  alt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const splitLines = (text: unknown) =>
  String(text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const splitParagraphs = (text: unknown) =>
  String(text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** One field's value as the form shows it. */
function formValue(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "images":
      return Array.isArray(value) ? value : [];
    case "lines":
      return Array.isArray(value) ? value.join("\n") : "";
    case "paragraphs":
      return Array.isArray(value) ? value.join("\n\n") : "";
    case "pairs":
      return Object.entries((value ?? {}) as Record<string, string>).map(([key, item]): Pair => ({ key, value: item }));
    case "sections":
      return Object.entries((value ?? {}) as Record<string, string[]>).map(([key, lines]): Section => ({ name: key, lines: lines.join("\n") }));
    case "figure":
      return { path: isRecord(value) ? String(value.path ?? "") : "", alt: isRecord(value) ? String(value.alt ?? "") : "" } satisfies Figure;
    case "group":
      return toForm(spec.fields ?? [], isRecord(value) ? value : {});
    case "list":
      return Array.isArray(value) ? value.map((item) => formValue(spec.item!, item)) : [];
    default:
      return value === undefined || value === null ? "" : String(value);
  }
}

/** An entry as the form shows it. */
export function toForm(fields: readonly FieldSpec[], data: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((spec) => [spec.name, formValue(spec, data[spec.name])]));
}

/** One field's value as the entry holds it; undefined leaves an empty optional field out, as a pack leaves it out. */
function dataValue(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "images":
      return value;
    case "lines":
      return splitLines(value);
    case "paragraphs":
      return splitParagraphs(value);
    case "pairs":
      return Object.fromEntries((value as Pair[]).filter((pair) => pair.key.trim()).map((pair) => [pair.key.trim(), pair.value.trim()]));
    case "sections": {
      const sections = (value as Section[]).filter((section) => section.name);
      return sections.length > 0 || !spec.optional ? Object.fromEntries(sections.map((section) => [section.name, splitLines(section.lines)])) : undefined;
    }
    case "figure": {
      const figure = (value ?? {}) as Partial<Figure>;
      return { path: String(figure.path ?? ""), alt: String(figure.alt ?? "").trim() };
    }
    case "group":
      return toData(spec.fields ?? [], isRecord(value) ? value : {});
    case "list":
      return ((value ?? []) as unknown[]).map((item) => dataValue(spec.item!, item));
    default: {
      const text = String(value ?? "").trim();
      if (text === "" && spec.optional) return undefined;
      return spec.kind === "year" && /^\d+$/.test(text) ? Number(text) : text;
    }
  }
}

/** The entry the form's values make. */
export function toData(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const spec of fields) {
    const value = dataValue(spec, values[spec.name]);
    if (value !== undefined) data[spec.name] = value;
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
  return find(get(errors, name));
}

/** An error about a group or list as a whole (exactly 10 photos), not about one of its parts. */
function ownError(errors: FieldErrors | undefined, name: string): string | undefined {
  const node = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = node?.message ?? node?.root?.message;
  return typeof message === "string" ? message : undefined;
}

interface FieldProps {
  spec: FieldSpec;
  /** The id of a group's or list's fieldset, for the form's "Parts" links (entry-page.tsx). */
  id?: string;
  /** The value's path in the form (`hod.message`, `quickLinks.2.url`); the spec's name at the top. */
  name?: string;
  /** An error for this field from the server ("file: ..."), shown as the form's own errors are. */
  serverError?: string;
}

/** Label, hint and error around one field, tied to its control for screen readers. */
function Frame({ label, hint, optional, error, children }: { label: string; hint?: string; optional?: boolean; error?: string; children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
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

export function EntryField({ spec, id, name = spec.name, serverError }: FieldProps) {
  const { register, formState } = useFormContext<FormValues>();
  switch (spec.kind) {
    case "pdf":
    case "image":
    case "video":
    case "captions":
      return <FileField spec={spec} name={name} error={errorOf(formState.errors, name) ?? serverError} />;
    case "images":
      return <ImagesField spec={spec} name={name} error={errorOf(formState.errors, name) ?? serverError} />;
    case "pairs":
      return <PairsField spec={spec} name={name} error={errorOf(formState.errors, name) ?? serverError} />;
    case "sections":
      return <SectionsField spec={spec} name={name} error={errorOf(formState.errors, name) ?? serverError} />;
    case "figure":
      return (
        <fieldset className="group">
          <legend>{spec.label}</legend>
          <FigureInputs name={name} />
          {serverError && <p className="field-error">{serverError}</p>}
        </fieldset>
      );
    case "group":
      return (
        <fieldset className="group" id={id} tabIndex={id ? -1 : undefined}>
          <legend>{spec.label}</legend>
          {spec.fields?.map((child) => (
            <EntryField key={child.name} spec={child} name={`${name}.${child.name}`} />
          ))}
          {serverError && <p className="field-error">{serverError}</p>}
        </fieldset>
      );
    case "list":
      return <ListField spec={spec} id={id} name={name} serverError={serverError} />;
    case "fixed":
      return <FixedField spec={spec} name={name} />;
    default: {
      const error = errorOf(formState.errors, name) ?? serverError;
      return (
        <Frame label={spec.label} hint={spec.hint} optional={spec.optional} error={error}>
          {({ id, describedBy, invalid }) => {
            const common = { id, "aria-describedby": describedBy, "aria-invalid": invalid, ...register(name) };
            if (spec.kind === "textarea" || spec.kind === "lines" || spec.kind === "paragraphs") return <textarea {...common} rows={spec.kind === "textarea" ? 5 : spec.kind === "paragraphs" ? 8 : 3} />;
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
}

/** A value the editor shows but does not change (the two programs of vision and mission). */
function FixedField({ spec, name }: { spec: FieldSpec; name: string }) {
  const { control } = useFormContext<FormValues>();
  const value = useWatch({ control, name }) as string | undefined;
  return (
    <p className="fixed-field">
      {spec.label}: <strong>{value}</strong>
    </p>
  );
}

const ACCEPT: Readonly<Record<FileFieldKind, string>> = {
  pdf: ".pdf,application/pdf",
  image: "image/jpeg,image/png,image/webp",
  video: ".webm,.mp4,video/webm,video/mp4",
  captions: ".vtt,text/vtt",
};

/** Uploads a chosen file; the field keeps its value and shows the reason when the server refuses it. */
function useUpload(kind: FileFieldKind, onUploaded: (ref: string) => void) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const pending = useContext(PendingUploadsContext);
  const send = async (input: HTMLInputElement) => {
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
  const choose = (input: HTMLInputElement) => (pending ? pending.track(send(input)) : send(input));
  return { ...state, choose };
}

function FileInput({ kind, label, hint, optional, error, onUploaded, children }: { kind: FileFieldKind; label: string; hint: string; optional?: boolean; error?: string; onUploaded: (ref: string) => void; children?: ReactNode }) {
  const uploader = useUpload(kind, onUploaded);
  return (
    <Frame label={label} hint={hint} optional={optional} error={uploader.error ?? error}>
      {({ id, describedBy, invalid }) => (
        <>
          <input id={id} type="file" accept={ACCEPT[kind]} aria-describedby={describedBy} aria-invalid={invalid} disabled={uploader.busy} onChange={(event) => void uploader.choose(event.currentTarget)} />
          {uploader.busy && <p role="status">Uploading…</p>}
          {children}
        </>
      )}
    </Frame>
  );
}

function FileField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { setValue, control } = useFormContext<FormValues>();
  const value = useWatch({ control, name });
  const kind = spec.kind as FileFieldKind;
  return (
    <FileInput kind={kind} label={spec.label} optional={spec.optional} hint={fileName(value) ? `Now: ${fileName(value)}` : "No file yet."} error={error} onUploaded={(ref) => setValue(name, ref, { shouldDirty: true, shouldValidate: true })}>
      {spec.optional && fileName(value) && (
        <button type="button" onClick={() => setValue(name, "", { shouldDirty: true })}>
          Remove {spec.label.toLowerCase()}
        </button>
      )}
    </FileInput>
  );
}

/** An image with its alternative text (`{path, alt}`): the image is uploaded, the text typed. */
function FigureInputs({ name }: { name: string }) {
  const { setValue, control, register, formState } = useFormContext<FormValues>();
  // Plain strings: a template type would make react-hook-form look for a typed path.
  const pathName: string = `${name}.path`;
  const altName: string = `${name}.alt`;
  const path = useWatch({ control, name: pathName });
  return (
    <>
      <FileInput kind="image" label="Image file" hint={fileName(path) ? `Now: ${fileName(path)}` : "No image yet."} error={errorOf(formState.errors, pathName)} onUploaded={(ref) => setValue(pathName, ref, { shouldDirty: true, shouldValidate: true })} />
      <Frame label="Alternative text" hint="What the image shows, for people who cannot see it." error={errorOf(formState.errors, altName)}>
        {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register(altName)} />}
      </Frame>
    </>
  );
}

/**
 * A list of items (quick links, carousel photos, months), each in a group of its own, numbered,
 * moved by Move up / Move down buttons (keyboard and screen readers, not dragging alone); focus
 * follows the item moved.
 */
function ListField({ spec, id, name, serverError }: { spec: FieldSpec; id?: string; name: string; serverError?: string }) {
  const { control, formState } = useFormContext<FormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: name as never });
  const item = spec.item!;
  const noun = item.label.toLowerCase();
  const base = useId();
  const focusAfterMove = useFocusAfterMove(fields);
  const shift = (from: number, to: number, direction: "up" | "down") => {
    focusAfterMove(`${base}-${to}-${direction}`, `${base}-${to}-${direction === "up" ? "down" : "up"}`);
    move(from, to);
  };
  const error = ownError(formState.errors, name) ?? serverError;

  return (
    <fieldset className="group" id={id} tabIndex={id ? -1 : undefined}>
      <legend>{spec.label}</legend>
      {spec.hint && <p className="hint">{spec.hint}</p>}
      {fields.length === 0 && <p className="hint">None yet.</p>}
      {fields.map((field, index) => {
        const label = `${item.label} ${index + 1}`;
        return (
          <fieldset className="group list-item" key={field.id}>
            <legend>{label}</legend>
            {item.kind === "figure" ? <FigureInputs name={`${name}.${index}`} /> : item.fields?.map((child) => <EntryField key={child.name} spec={child} name={`${name}.${index}.${child.name}`} />)}
            {!spec.fixedItems && (
              <div className="actions">
                <button type="button" id={`${base}-${index}-up`} aria-label={`Move ${noun} ${index + 1} up`} disabled={index === 0} onClick={() => shift(index, index - 1, "up")}>
                  Move up
                </button>
                <button type="button" id={`${base}-${index}-down`} aria-label={`Move ${noun} ${index + 1} down`} disabled={index === fields.length - 1} onClick={() => shift(index, index + 1, "down")}>
                  Move down
                </button>
                <button type="button" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
                  Remove
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {!spec.fixedItems && (
        <button type="button" onClick={() => append(formValue(item, {}) as never)}>
          Add a {noun}
        </button>
      )}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

function ImagesField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { setValue, control } = useFormContext<FormValues>();
  const images = (useWatch({ control, name }) as string[] | undefined) ?? [];
  return (
    <FileInput kind="image" label={`${spec.label}: add one`} hint={images.length === 0 ? "None yet." : ""} error={error} onUploaded={(ref) => setValue(name, [...images, ref], { shouldDirty: true, shouldValidate: true })}>
      <ul className="file-list">
        {images.map((ref, index) => (
          <li key={`${ref}-${index}`}>
            {fileName(ref)}{" "}
            <button type="button" onClick={() => setValue(name, images.filter((_, i) => i !== index), { shouldDirty: true })}>
              Remove {fileName(ref)}
            </button>
          </li>
        ))}
      </ul>
    </FileInput>
  );
}

function PairsField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { register, control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  const base = useId();
  return (
    <fieldset className="group">
      <legend>{spec.label}</legend>
      {spec.hint && <p className="hint">{spec.hint}</p>}
      {fields.map((field, index) => (
        <div className="row" key={field.id}>
          <div className="field">
            <label htmlFor={`${base}-${index}-key`}>Degree {index + 1}</label>
            <input id={`${base}-${index}-key`} {...register(`${name}.${index}.key`)} />
          </div>
          <div className="field">
            <label htmlFor={`${base}-${index}-value`}>Where {index + 1}</label>
            <input id={`${base}-${index}-value`} {...register(`${name}.${index}.value`)} />
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

function SectionsField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { register, control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  const names = useWatch({ control, name }) as Section[] | undefined;
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
              <select id={`${base}-${index}-name`} {...register(`${name}.${index}.name`)}>
                {choices.map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${base}-${index}-lines`}>Section {index + 1} entries</label>
              <textarea id={`${base}-${index}-lines`} rows={3} {...register(`${name}.${index}.lines`)} />
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
