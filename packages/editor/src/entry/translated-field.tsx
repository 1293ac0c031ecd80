/**
 * A translatable field (issue 27): on a one-language site its English alone, exactly as a field was
 * before languages; on a bilingual site English and the second language side by side (one after
 * the other on a phone, admin.css), each labelled with its language and marked with `lang`. The
 * second language's text has "Copy from English" (to translate from) and says "Translation
 * outdated" while the English changed after it and it was not edited since. A file may have one
 * per language; without its own, the second language's pages link to the English file.
 */
import { createContext, useContext } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LANGUAGE_INFO, type FieldSpec, type SecondLanguage } from "@dept/contract";
import { fieldHint } from "../lib/field-rules";
import type { FormValues } from "./entry-values";
import { errorOf, Frame, ownError } from "./field-frame";
import { TextControl } from "./text-control";

/** The site's second language, given by the entry's page; undefined on a one-language site. */
export const SecondLanguageContext = createContext<SecondLanguage | undefined>(undefined);

export const OUTDATED_NOTE =
  "Translation outdated: the English changed after it was translated. Update it, or keep it as it is.";

interface Props {
  spec: FieldSpec;
  /** The field's path in the form; its languages are `${name}.en`, `${name}.hi`. */
  name: string;
  serverError?: string;
  /** The hint under both labels (the field's rules by default). */
  hint?: string;
}

/** A translatable text, long text, lines or paragraphs. */
export function TranslatedText({ spec, name, serverError, hint = fieldHint(spec) }: Props) {
  const second = useContext(SecondLanguageContext);
  const { register, formState, setValue, getValues, setFocus, control } = useFormContext<FormValues>();
  // Plain strings: a template type would make react-hook-form look for a typed path.
  const outdatedName: string = `${name}.outdated`;
  const outdated = useWatch({ control, name: outdatedName }) === true;
  const english = (
    <Frame
      label={second ? `${spec.label} (English)` : spec.label}
      hint={hint}
      optional={spec.optional}
      error={ownError(formState.errors, name) ?? errorOf(formState.errors, `${name}.en`) ?? serverError}
    >
      {({ id, describedBy, invalid }) => (
        <TextControl
          spec={spec}
          props={{
            id,
            "aria-describedby": describedBy,
            "aria-invalid": invalid,
            ...(second ? { lang: "en" } : {}),
            ...register(`${name}.en`),
          }}
        />
      )}
    </Frame>
  );
  if (!second) return english;
  const language = LANGUAGE_INFO[second].englishName;
  const translation = `${name}.${second}`;
  const translated = () => setValue(outdatedName, false, { shouldDirty: true });
  const copy = () => {
    setValue(translation, getValues(`${name}.en`), { shouldDirty: true });
    translated();
    setFocus(translation);
  };
  return (
    <div className="translated">
      {english}
      <Frame
        label={`${spec.label} (${language})`}
        hint={hint}
        note={outdated ? OUTDATED_NOTE : undefined}
        error={errorOf(formState.errors, translation)}
      >
        {({ id, describedBy, invalid }) => (
          <>
            <TextControl
              spec={spec}
              props={{
                id,
                "aria-describedby": describedBy,
                "aria-invalid": invalid,
                lang: second,
                ...register(translation, { onChange: translated }),
              }}
            />
            <button type="button" className="copy-english" onClick={copy}>
              Copy from English <span className="visually-hidden">into {`${spec.label} (${language})`}</span>
            </button>
          </>
        )}
      </Frame>
    </div>
  );
}
