/** The fields that hold a record: degrees and where they were earned, a faculty member's sections. */
import { useId } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { FACULTY_SECTION_WHITELIST, type FieldSpec } from "@dept/contract";
import type { FormValues, Section } from "./entry-values";

export function PairsField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
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

export function SectionsField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { register, control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  const names = useWatch({ control, name }) as Section[] | undefined;
  const base = useId();
  return (
    <fieldset className="group">
      <legend>{spec.label}</legend>
      <p className="hint">
        The site shows these sections in its fixed order of headings; within a section, one entry per line, in the order
        written.
      </p>
      {fields.map((field, index) => {
        const current = names?.[index]?.name ?? "";
        const choices =
          FACULTY_SECTION_WHITELIST.includes(current as never) || !current
            ? FACULTY_SECTION_WHITELIST
            : [current, ...FACULTY_SECTION_WHITELIST];
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
