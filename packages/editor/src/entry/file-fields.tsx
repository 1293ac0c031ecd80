/** The fields that take a file: one file, an image with its alternative text, several images. */
import { useContext, useState, type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ALT_MAX, FILE_SIZE_LIMITS, fileLimitWords, fileTooLargeWords, lengthLimitWords, type FieldSpec, type FileFieldKind } from "@dept/contract";
import { upload } from "../lib/api-client";
import type { FormValues } from "./entry-values";
import { errorOf, fileName, Frame } from "./field-frame";
import { PendingUploadsContext } from "./pending-uploads";

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

/** A file input; its hint says its kind's limit ("PDF up to 50 MB.") and what it holds now ("Now: rules.pdf"). */
function FileInput({ kind, label, now, optional, error, onUploaded, children }: { kind: FileFieldKind; label: string; now: string; optional?: boolean; error?: string; onUploaded: (ref: string) => void; children?: ReactNode }) {
  const uploader = useUpload(kind, onUploaded);
  return (
    <Frame label={label} hint={`${fileLimitWords(kind)} ${now}`.trim()} optional={optional} error={uploader.error ?? error}>
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

export function FileField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { setValue, control } = useFormContext<FormValues>();
  const value = useWatch({ control, name });
  const kind = spec.kind as FileFieldKind;
  return (
    <FileInput kind={kind} label={spec.label} optional={spec.optional} now={fileName(value) ? `Now: ${fileName(value)}` : "No file yet."} error={error} onUploaded={(ref) => setValue(name, ref, { shouldDirty: true, shouldValidate: true })}>
      {spec.optional && fileName(value) && (
        <button type="button" onClick={() => setValue(name, "", { shouldDirty: true })}>
          Remove {spec.label.toLowerCase()}
        </button>
      )}
    </FileInput>
  );
}

/** An image with its alternative text (`{path, alt}`): the image is uploaded, the text typed. */
export function FigureInputs({ name }: { name: string }) {
  const { setValue, control, register, formState } = useFormContext<FormValues>();
  // Plain strings: a template type would make react-hook-form look for a typed path.
  const pathName: string = `${name}.path`;
  const altName: string = `${name}.alt`;
  const path = useWatch({ control, name: pathName });
  return (
    <>
      <FileInput kind="image" label="Image file" now={fileName(path) ? `Now: ${fileName(path)}` : "No image yet."} error={errorOf(formState.errors, pathName)} onUploaded={(ref) => setValue(pathName, ref, { shouldDirty: true, shouldValidate: true })} />
      <Frame label="Alternative text" hint={`What the image shows, for people who cannot see it. ${lengthLimitWords(ALT_MAX)}`} error={errorOf(formState.errors, altName)}>
        {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register(altName)} />}
      </Frame>
    </>
  );
}

export function ImagesField({ spec, name, error }: { spec: FieldSpec; name: string; error?: string }) {
  const { setValue, control } = useFormContext<FormValues>();
  const images = (useWatch({ control, name }) as string[] | undefined) ?? [];
  return (
    <FileInput kind="image" label={`${spec.label}: add one`} now={images.length === 0 ? "None yet." : ""} error={error} onUploaded={(ref) => setValue(name, [...images, ref], { shouldDirty: true, shouldValidate: true })}>
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
