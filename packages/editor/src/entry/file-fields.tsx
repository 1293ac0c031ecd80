/** The fields that take a file: one file (one per language where it is translatable), an image with its alternative text, several images. */
import { useContext, useState, type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  ALT_MAX,
  FILE_SIZE_LIMITS,
  LANGUAGE_INFO,
  fileLimitWords,
  fileTooLargeWords,
  lengthLimitWords,
  type FieldSpec,
  type FileFieldKind,
} from "@dept/contract";
import { upload } from "../lib/api-client";
import { ALT_SPEC, type FormValues } from "./entry-values";
import { errorOf, fileName, Frame } from "./field-frame";
import { PendingUploadsContext } from "./pending-uploads";
import { OUTDATED_NOTE, SecondLanguageContext, TranslatedText } from "./translated-field";

const ACCEPT: Readonly<Record<FileFieldKind, string>> = {
  pdf: ".pdf,application/pdf",
  image: "image/jpeg,image/png,image/webp",
  video: ".webm,.mp4,video/webm,video/mp4",
  captions: ".vtt,text/vtt",
};

/**
 * Uploads a chosen file; the field keeps its value and shows the reason when the file is refused:
 * here, before sending, when it is over its kind's limit; by the server for anything else.
 */
function useUpload(kind: FileFieldKind, onUploaded: (ref: string) => void) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const pending = useContext(PendingUploadsContext);
  const send = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > FILE_SIZE_LIMITS[kind]) {
      setState({ busy: false, error: fileTooLargeWords(kind, file.size) });
      input.value = "";
      return;
    }
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

interface FileInputProps {
  kind: FileFieldKind;
  label: string;
  now: string;
  optional?: boolean;
  error?: string;
  /** The language of the file, on a bilingual site (translated-field.tsx). */
  lang?: string;
  note?: string;
  onUploaded: (ref: string) => void;
  children?: ReactNode;
}

/** A file input; its hint says its kind's limit ("PDF up to 50 MB.") and what it holds now ("Now: rules.pdf"). */
function FileInput({ kind, label, now, optional, error, lang, note, onUploaded, children }: FileInputProps) {
  const uploader = useUpload(kind, onUploaded);
  return (
    <Frame
      label={label}
      hint={`${fileLimitWords(kind)} ${now}`.trim()}
      optional={optional}
      error={uploader.error ?? error}
      note={note}
    >
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            type="file"
            lang={lang}
            accept={ACCEPT[kind]}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploader.busy}
            onChange={(event) => void uploader.choose(event.currentTarget)}
          />
          {uploader.busy && <p role="status">Uploading…</p>}
          {children}
        </>
      )}
    </Frame>
  );
}

/** What a file field without a file says; a second language's adds what its pages link to meanwhile. */
const noFile = (language: string | undefined) =>
  language ? `No ${language} file yet: the ${language} pages link to the English one and say so.` : "No file yet.";

interface FileFieldProps {
  spec: FieldSpec;
  name: string;
  error?: string;
  /** One language's file of a translatable field: its code and its name in the label ("File (Hindi)"). */
  language?: { lang: string; words: string };
  note?: string;
  /** After a file is chosen or removed. */
  onChange?: () => void;
}

export function FileField({ spec, name, error, language, note, onChange }: FileFieldProps) {
  const { setValue, control } = useFormContext<FormValues>();
  const value = useWatch({ control, name });
  const kind = spec.kind as FileFieldKind;
  const set = (ref: string, validate: boolean) => {
    setValue(name, ref, { shouldDirty: true, shouldValidate: validate });
    onChange?.();
  };
  const words = language ? ` (${language.words})` : "";
  return (
    <FileInput
      kind={kind}
      label={`${spec.label}${words}`}
      optional={spec.optional}
      now={fileName(value) ? `Now: ${fileName(value)}` : noFile(language?.lang === "en" ? undefined : language?.words)}
      error={error}
      lang={language?.lang}
      note={note}
      onUploaded={(ref) => set(ref, true)}
    >
      {spec.optional && fileName(value) && (
        <button type="button" onClick={() => set("", false)}>
          Remove {spec.label.toLowerCase()}
          {words}
        </button>
      )}
    </FileInput>
  );
}

/** An image with its alternative text (`{path, alt}`): the image is uploaded, the text typed. */
export function FigureInputs({ name }: { name: string }) {
  const { setValue, control, formState } = useFormContext<FormValues>();
  // Plain strings: a template type would make react-hook-form look for a typed path.
  const pathName: string = `${name}.path`;
  const altName: string = `${name}.alt`;
  const path = useWatch({ control, name: pathName });
  return (
    <>
      <FileInput
        kind="image"
        label="Image file"
        now={fileName(path) ? `Now: ${fileName(path)}` : "No image yet."}
        error={errorOf(formState.errors, pathName)}
        onUploaded={(ref) => setValue(pathName, ref, { shouldDirty: true, shouldValidate: true })}
      />
      <TranslatedText
        spec={ALT_SPEC}
        name={altName}
        hint={`What the image shows, for people who cannot see it. ${lengthLimitWords(ALT_MAX)}`}
      />
    </>
  );
}

export function ImagesField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { setValue, control } = useFormContext<FormValues>();
  const images = (useWatch({ control, name }) as string[] | undefined) ?? [];
  return (
    <FileInput
      kind="image"
      label={`${spec.label}: add one`}
      now={images.length === 0 ? "None yet." : ""}
      error={error}
      onUploaded={(ref) => setValue(name, [...images, ref], { shouldDirty: true, shouldValidate: true })}
    >
      <ul className="file-list">
        {images.map((ref, index) => (
          <li key={`${ref}-${index}`}>
            {fileName(ref)}{" "}
            <button
              type="button"
              onClick={() =>
                setValue(
                  name,
                  images.filter((_, i) => i !== index),
                  { shouldDirty: true },
                )
              }
            >
              Remove {fileName(ref)}
            </button>
          </li>
        ))}
      </ul>
    </FileInput>
  );
}

/** A translatable file: the English one, and on a bilingual site the second language's own, if any. */
export function TranslatedFile({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const second = useContext(SecondLanguageContext);
  const { control, setValue } = useFormContext<FormValues>();
  // Plain strings: a template type would make react-hook-form look for a typed path.
  const outdatedName: string = `${name}.outdated`;
  const outdated = useWatch({ control, name: outdatedName }) === true;
  if (!second) return <FileField spec={spec} name={`${name}.en`} error={error} />;
  const words = LANGUAGE_INFO[second].englishName;
  const clear = () => setValue(outdatedName, false, { shouldDirty: true });
  return (
    <div className="translated">
      <FileField spec={spec} name={`${name}.en`} error={error} language={{ lang: "en", words: "English" }} />
      <FileField
        spec={{ ...spec, optional: true }}
        name={`${name}.${second}`}
        language={{ lang: second, words }}
        note={outdated ? OUTDATED_NOTE : undefined}
        onChange={clear}
      />
    </div>
  );
}
