/**
 * The editor's entries: the states of an entry and its revisions and the shapes of the editor API
 * under /admin/api/. Which collections it edits and their forms come from the registry (registry/).
 */
import { z } from "zod";
import { SECOND_LANGUAGES, type SecondLanguage } from "./languages.js";
import {
  entryCollection,
  mapTranslatable,
  untranslatedFields,
  type FieldSpec,
  type FileFieldKind,
  type UntranslatedField,
} from "./registry/index.js";

/**
 * draft: saved, not yet asked to publish; review: submitted for a publisher; published: what
 * visitors see; unpublished: taken off the site; deleted: taken off and out of the lists (its
 * history stays, and a restore brings it back as a draft).
 */
export const ENTRY_STATES = ["draft", "review", "published", "unpublished", "deleted"] as const;
export const entryState = z.enum(ENTRY_STATES);
export type EntryState = z.infer<typeof entryState>;

/** One entry in a collection's list. */
export const entrySummary = z.object({
  id: z.string(),
  collection: entryCollection,
  title: z.string(),
  state: entryState,
  /** Visitors see a published revision of it now. */
  live: z.boolean(),
  /** The latest revision differs from what visitors see (or nothing is live). */
  pending: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  /** The entry's own date (YYYY-MM-DD: its collection's first date field), null where it has none. */
  date: z.string().nullable(),
  /** When the server publishes its newest revision / takes it off the site (ISO instants), if set. */
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  /** A short remark shown beside the title, absent when there is none (a publication no source names authors for). */
  note: z.string().optional(),
});
export type EntrySummary = z.infer<typeof entrySummary>;

/** A field's value before and after a revision, as readable text. */
export const fieldChange = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });

export const revisionInfo = z.object({
  id: z.string(),
  /** 1, 2, 3, ... within the entry. */
  number: z.number().int(),
  state: entryState,
  author: z.string(),
  at: z.string(),
  /** The content version an import or a publication made, when this revision came from one. */
  version: z.number().int().nullable(),
  changes: z.array(fieldChange),
});

export const entryDetail = entrySummary.extend({
  /** The latest revision's id: send it back as `base` when saving (a newer one answers 409). */
  head: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** What visitors see, when it is live. */
  liveData: z.record(z.string(), z.unknown()).nullable(),
  /** Newest first. */
  revisions: z.array(revisionInfo),
});
export type EntryDetail = z.infer<typeof entryDetail>;

/** POST /admin/api/collections/{collection} and PUT /admin/api/entries/{id}. */
export const saveEntryBody = z.object({ data: z.record(z.string(), z.unknown()), base: z.string().optional() });
export const restoreBody = z.object({ revision: z.string().min(1) });
/**
 * POST /admin/api/entries/{id}/publish: `revision` is the entry's `head` the publisher saw. Safe
 * to send again (after a dropped connection): when that revision is live already, the answer is
 * 200 with the publication that made it live (`repeated`), and nothing new is published; a
 * revision that is neither live nor the newest any more answers 409.
 */
export const publishBody = z.object({ revision: z.string().min(1).optional() });
export const publishAnswer = entryDetail.extend({
  /** The content version (publication) in which this revision went live. */
  publication: z.number().int(),
  /** It was live already (a repeated publish): nothing was written. */
  repeated: z.boolean(),
});
export type PublishAnswer = z.infer<typeof publishAnswer>;
/** POST /admin/api/entries/{id}/move: one place up or down its collection. */
export const moveBody = z.object({ direction: z.enum(["up", "down"]) });

const instant = z.iso.datetime({ offset: true, message: "must be a date and time" }).nullable();
/** PUT /admin/api/entries/{id}/schedule: null clears a time. */
export const scheduleBody = z
  .object({ publishAt: instant, unpublishAt: instant })
  .refine((body) => !body.publishAt || !body.unpublishAt || Date.parse(body.unpublishAt) > Date.parse(body.publishAt), {
    message: "must be later than the time it is published",
    path: ["unpublishAt"],
  });

/** Where the editor serves the preview of an entry's newest revision: the public app, reading the API under it. */
export const previewPath = (entryId: string) => `/admin/preview/${encodeURIComponent(entryId)}`;

/** Every import and every publish makes a publication: a content version visitors were served. */
export const publicationInfo = z.object({
  version: z.number().int(),
  at: z.string(),
  actor: z.string(),
  summary: z.string(),
});
export type PublicationInfo = z.infer<typeof publicationInfo>;

/** POST /admin/api/uploads?kind=...: the stored file, to put in a file or image field. */
export const UPLOAD_KINDS = ["pdf", "image", "video", "captions"] as const satisfies readonly FileFieldKind[];
export const uploadedFile = z.object({
  ref: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/**
 * GET /admin/api/translations (issue 27): the site's languages (the live site content's, English
 * first) and, when it has a second one, every entry the account opens whose newest revision has
 * translatable fields not translated into it (`missing`) or translated before their English
 * changed (`outdated`), each field by its path in the data (`hod.message`, `quickLinks.2.label`).
 */
export const untranslatedField = z.object({ path: z.string(), state: z.enum(["missing", "outdated"]) });
export const translationsAnswer = z.object({
  languages: z.array(z.enum(["en", ...SECOND_LANGUAGES])),
  entries: z.array(
    z.object({
      id: z.string(),
      collection: entryCollection,
      title: z.string(),
      state: entryState,
      fields: z.array(untranslatedField),
    }),
  ),
});
export type TranslationsAnswer = z.infer<typeof translationsAnswer>;

const FILE_KINDS: readonly string[] = ["pdf", "image", "video", "captions"] satisfies FileFieldKind[];

/**
 * What the editor asks to have translated into `lang` before publishing, and lists on its
 * Translations page: `untranslatedFields`, less a file with only its English version (a PDF left
 * untranslated is the English one, which the other language links to, saying so). A file replaced
 * in English under an older translation is still outdated.
 */
export function translationsNeeded(
  fields: readonly FieldSpec[],
  data: Record<string, unknown>,
  lang: SecondLanguage,
): UntranslatedField[] {
  const files = new Set<string>();
  mapTranslatable(fields, data, (value, path, spec) => {
    if (FILE_KINDS.includes(spec.kind)) files.add(path);
    return value;
  });
  return untranslatedFields(fields, data, lang).filter((field) => field.state === "outdated" || !files.has(field.path));
}
