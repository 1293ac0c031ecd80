/**
 * The named limits of every entry's values (content/README.md states each one): the pack, the
 * admin API and the editor's forms read them here, the schemas (./rules.ts) enforce them, and the
 * editor states them at each field. File sizes too, so the editor refuses a file before sending it.
 */

/** A title or a name: what names an entry in lists, history and the page's heading. */
export const TITLE_MAX = 300;
/** A short text: a label, a designation, a contact detail, a heading. */
export const SHORT_TEXT_MAX = 200;
/** One line of a list (a speaker, a mission statement, a section's entry, a degree's place). */
export const LINE_MAX = 1_000;
/** A long text: details, a description, one paragraph. */
export const LONG_TEXT_MAX = 20_000;
/** A faculty id (`/faculty/{id}`): 1 to 200 characters of letters, digits, '.', '_' or '-', a letter or digit first. */
export const FACULTY_ID_MAX = 200;
export const FACULTY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Whether `value` is a faculty id (the schema `facultyId` in ./rules.ts, without zod). */
export const isFacultyId = (value: string): boolean => value.length <= FACULTY_ID_MAX && FACULTY_ID_PATTERN.test(value);
/** A link's address. */
export const URL_MAX = 2_000;
/** An image's alternative text. */
export const ALT_MAX = 500;
/** A file's path in a pack (its stored reference `hash/name` in the editor). */
export const PATH_MAX = 500;
/** An email address (RFC 5321's limit of a path). */
export const EMAIL_MAX = 254;

/** The kinds an upload proves a file to be (POST /admin/api/uploads?kind=...). */
export type FileFieldKind = "pdf" | "image" | "video" | "captions";

const MB = 1024 * 1024;

/** Largest accepted file of each kind, in bytes: in a pack and as an upload. */
export const FILE_SIZE_LIMITS: Readonly<Record<FileFieldKind, number>> = {
  pdf: 50 * MB,
  image: 20 * MB,
  video: 200 * MB,
  captions: 1 * MB,
};

/** Each kind's name: one file at the start of a sentence, several within one ("PDFs can be at most 50 MB"). */
const FILE_KIND_WORDS: Readonly<Record<FileFieldKind, { one: string; many: string }>> = {
  pdf: { one: "PDF", many: "PDFs" },
  image: { one: "Image", many: "images" },
  video: { one: "Video", many: "videos" },
  captions: { one: "Captions file", many: "captions files" },
};

/** A size in megabytes, rounded up to a tenth ("60 MB", "50.1 MB": a file over a limit never reads as at it). */
export const megabytes = (bytes: number) => `${Math.ceil((bytes / MB) * 10) / 10} MB`;

/** What a file's field says of its size: "PDF up to 50 MB." */
export const fileLimitWords = (kind: FileFieldKind) =>
  `${FILE_KIND_WORDS[kind].one} up to ${megabytes(FILE_SIZE_LIMITS[kind])}.`;

/** The refusal of a file over its kind's limit: "This file is 60 MB; PDFs can be at most 50 MB." */
export const fileTooLargeWords = (kind: FileFieldKind, size?: number) =>
  `${size === undefined ? "This file is too large" : `This file is ${megabytes(size)}`}; ${FILE_KIND_WORDS[kind].many} can be at most ${megabytes(FILE_SIZE_LIMITS[kind])}.`;

/** "20,000": one formatter, made when first needed (each `toLocaleString` call makes one of its own). */
let groupedFormat: Intl.NumberFormat | undefined;
const grouped = (value: number) => (groupedFormat ??= new Intl.NumberFormat("en-US")).format(value);

/** What a text field says of its length: "At most 300 characters." */
export const lengthLimitWords = (max: number) => `At most ${grouped(max)} characters.`;

/** The refusal of a text over its length: "Use at most 300 characters." */
export const tooLongWords = (max: number) => `Use at most ${grouped(max)} characters.`;
