/**
 * The fields of an entry's form, one component per kind of the contract's field specs, nested as
 * the specs nest (groups, lists of items); the values they hold are entry-values.ts's. A
 * translatable field shows each of the site's languages (translated-field.tsx).
 */
import { useId } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { FieldSpec } from "@dept/contract";
import { useFocusAfterMove } from "../components/focus-after-move";
import { fieldHint } from "../lib/field-rules";
import { formValue, type FormValues } from "./entry-values";
import { errorOf, Frame, ownError } from "./field-frame";
import { FigureInputs, FileField, ImagesField, TranslatedFile } from "./file-fields";
import { PairsField, SectionsField } from "./record-fields";
import { TextControl } from "./text-control";
import { TranslatedText } from "./translated-field";

interface FieldProps {
  spec: FieldSpec;
  /** The id of a group's or list's fieldset, for the form's "Parts" links (entry-page.tsx). */
  id?: string;
  /** The value's path in the form (`hod.message`, `quickLinks.2.url`); the spec's name at the top. */
  name?: string;
  /** An error for this field from the server ("file: ..."), shown as the form's own errors are. */
  serverError?: string;
  /** Shown as text, not edited (a faculty account's own profile id, a publication's "Corrected by hand": lib/field-rules.ts). */
  shownOnly?: boolean;
}

export function EntryField({ spec, id, name = spec.name, serverError, shownOnly }: FieldProps) {
  const { register, formState } = useFormContext<FormValues>();
  if (shownOnly) return <FixedField spec={spec} name={name} />;
  switch (spec.kind) {
    case "pdf":
      if (spec.translatable)
        return <TranslatedFile spec={spec} name={name} error={errorOf(formState.errors, name) ?? serverError} />;
      return <FileField spec={spec} name={name} error={errorOf(formState.errors, name) ?? serverError} />;
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
    case "checkbox":
      return (
        <Frame label={spec.label} hint={spec.hint} error={errorOf(formState.errors, name) ?? serverError}>
          {({ id, describedBy, invalid }) => (
            <input id={id} type="checkbox" aria-describedby={describedBy} aria-invalid={invalid} {...register(name)} />
          )}
        </Frame>
      );
    default: {
      if (spec.translatable) return <TranslatedText spec={spec} name={name} serverError={serverError} />;
      const error = errorOf(formState.errors, name) ?? serverError;
      return (
        <Frame label={spec.label} hint={fieldHint(spec)} optional={spec.optional} error={error}>
          {({ id, describedBy, invalid }) => (
            <TextControl
              spec={spec}
              props={{ id, "aria-describedby": describedBy, "aria-invalid": invalid, ...register(name) }}
            />
          )}
        </Frame>
      );
    }
  }
}

/**
 * A value the editor shows but does not change (the two programs of vision and mission, a faculty
 * account's profile id, whether a publication was corrected by hand). A yes or no is shown in
 * words with its hint, which says what it means.
 */
function FixedField({ spec, name }: { spec: FieldSpec; name: string }) {
  const { control } = useFormContext<FormValues>();
  const watched = useWatch({ control, name }) as string | boolean | { en: string } | undefined;
  const value = typeof watched === "object" ? watched.en : watched;
  const yesNo = spec.kind === "checkbox";
  return (
    <>
      <p className="fixed-field">
        {spec.label}: <strong>{yesNo ? (value === true ? "Yes" : "No") : value}</strong>
      </p>
      {yesNo && spec.hint && <p className="hint">{spec.hint}</p>}
    </>
  );
}

/**
 * A list of items (quick links, carousel photos, months), each in a group of its own, numbered,
 * moved by Move up / Move down buttons (keyboard and screen readers, not dragging alone); focus
 * follows the item moved.
 */
function ListField({
  spec,
  id,
  name,
  serverError,
}: {
  spec: FieldSpec;
  id?: string;
  name: string;
  serverError?: string;
}) {
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
            {item.kind === "figure" ? (
              <FigureInputs name={`${name}.${index}`} />
            ) : (
              item.fields?.map((child) => (
                <EntryField key={child.name} spec={child} name={`${name}.${index}.${child.name}`} />
              ))
            )}
            {!spec.fixedItems && (
              <div className="actions">
                <button
                  type="button"
                  id={`${base}-${index}-up`}
                  aria-label={`Move ${noun} ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => shift(index, index - 1, "up")}
                >
                  Move up
                </button>
                <button
                  type="button"
                  id={`${base}-${index}-down`}
                  aria-label={`Move ${noun} ${index + 1} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => shift(index, index + 1, "down")}
                >
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
