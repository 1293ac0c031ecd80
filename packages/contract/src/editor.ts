/**
 * The web editor's content side: which collections it edits, the form of each (built on the same
 * zod schemas as pack validation, collections.ts), the states of an entry and its revisions, what
 * each role may do, and the shapes of the editor API under /admin/api/.
 */
import { z } from "zod";
import { packFaculty, packListFiles, type PackListName } from "./collections.js";
import { MONTH_ABBREVIATIONS, sitePack } from "./site.js";
import type { Role } from "./accounts.js";

export const EDITABLE_COLLECTIONS = [
  "faculty",
  "notices",
  "competitions",
  "workshops",
  "expertTalks",
  "valueAddedCourses",
  "timetable",
  "syllabus",
  "results",
  "internships",
  "placements",
  "higherStudies",
  "others",
  "studentAchievements",
  "bos",
  "mom",
  "schemes",
] as const;
export type EditableCollection = (typeof EDITABLE_COLLECTIONS)[number];
export const editableCollection = z.enum(EDITABLE_COLLECTIONS);

/**
 * The site content (the pack's site.yaml) is one entry of its own collection, "site": drafts,
 * review, publishing, history and schedules work on it as on every entry, but it is never
 * created, unpublished or deleted in the editor (an import brings it; visitors always need it).
 */
export const SITE_COLLECTION = "site" as const;
export const ENTRY_COLLECTIONS = [...EDITABLE_COLLECTIONS, SITE_COLLECTION] as const;
export type EntryCollection = (typeof ENTRY_COLLECTIONS)[number];
export const entryCollection = z.enum(ENTRY_COLLECTIONS);

/**
 * An entry's schema: classic zod for the collections, zod/mini for the site content (the public
 * app parses the site with it too, and keeps its bundle small). Parse with `z.safeParse(schema, data)`.
 */
export type EntrySchema = z.core.$ZodType<unknown, unknown>;

/** Checks an entry's data by its collection's schema: exactly the pack's rules. */
export function parseEntry(collection: EntryCollection, data: unknown) {
  return z.safeParse(collectionItemSchemas[collection], data);
}

/** The schema of one entry of each collection: exactly the pack's rules. */
export const collectionItemSchemas: Readonly<Record<EntryCollection, EntrySchema>> = {
  faculty: packFaculty,
  ...(Object.fromEntries(Object.entries(packListFiles).map(([name, list]) => [name, list.item])) as unknown as Record<PackListName, EntrySchema>),
  site: sitePack as unknown as EntrySchema,
};

/**
 * How the editor shows a field. File kinds hold a stored reference `hash/name` from an upload:
 * `pdf`, `image`, `video` and `captions` one, `images` a list; `figure` is an image with its
 * alternative text (`{path, alt}`, the path a reference); `lines` is a list of strings (one per
 * line), `paragraphs` one per block of text; `pairs` a string-to-string record (educations),
 * `sections` the faculty's list sections; `fixed` a text shown but not edited. `group` holds the
 * fields of an object; `list` a list of objects (`item`), each moved up and down by buttons.
 */
export type FieldKind =
  | "text"
  | "textarea"
  | "date"
  | "year"
  | "choice"
  | "url"
  | "pdf"
  | "image"
  | "video"
  | "captions"
  | "images"
  | "figure"
  | "lines"
  | "paragraphs"
  | "pairs"
  | "sections"
  | "fixed"
  | "group"
  | "list";

/** The kinds an upload proves a file to be (POST /admin/api/uploads?kind=...). */
export type FileFieldKind = "pdf" | "image" | "video" | "captions";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  optional?: boolean;
  choices?: readonly string[];
  /** A line under the label: the rule or an example. */
  hint?: string;
  /** `group`: its fields. */
  fields?: readonly FieldSpec[];
  /** `list`: the form of one item (a `group` or a `figure`), its label naming one item ("Quick link"). */
  item?: FieldSpec;
  /** `list`: the items keep their number and order (the two programs). */
  fixedItems?: boolean;
}

export interface CollectionForm {
  /** Plural, as in the navigation. */
  label: string;
  /** One entry, as in 'New notice'. */
  singular: string;
  /** The field that names an entry in lists and history. */
  titleField: string;
  fields: readonly FieldSpec[];
}

const DATE_HINT = "YYYY-MM-DD";
const eventFields: FieldSpec[] = [
  { name: "title", label: "Title", kind: "text" },
  { name: "details", label: "Details", kind: "textarea" },
  { name: "speakers", label: "Speakers", kind: "lines", hint: "One per line." },
  { name: "start_date", label: "Start date", kind: "date", hint: DATE_HINT },
  { name: "end_date", label: "End date", kind: "date", hint: DATE_HINT },
  { name: "banner", label: "Banner image", kind: "image" },
  { name: "document", label: "Document (PDF)", kind: "pdf" },
];
const titledFileFields: FieldSpec[] = [
  { name: "title", label: "Title", kind: "text" },
  { name: "file", label: "File (PDF)", kind: "pdf" },
];
const yearlyReportFields: FieldSpec[] = [
  { name: "year", label: "Year", kind: "year" },
  { name: "file", label: "Report (PDF)", kind: "pdf" },
];

const linkFields: FieldSpec[] = [
  { name: "label", label: "Label", kind: "text" },
  { name: "url", label: "URL", kind: "url", hint: "http:// or https:// only." },
];
const link = (name: string, label: string): FieldSpec => ({ name, label, kind: "group", fields: linkFields });
const figure = (name: string, label: string): FieldSpec => ({ name, label, kind: "figure" });
const PARAGRAPHS_HINT = "Paragraphs separated by a blank line.";
const LINES_HINT = "One per line.";
const programFields: FieldSpec[] = [
  { name: "name", label: "Program", kind: "fixed" },
  { name: "vision", label: "Vision", kind: "textarea" },
  { name: "mission", label: "Mission", kind: "lines", hint: `${LINES_HINT} Numbered M1, M2, ... on the site.` },
  { name: "peo", label: "PEO", kind: "lines", hint: LINES_HINT },
  { name: "po", label: "PO", kind: "lines", hint: LINES_HINT },
  { name: "pso", label: "PSO", kind: "lines", hint: LINES_HINT },
];

/** The site content's form: every part of site.yaml (content/README.md), in its order. */
export const siteForm: CollectionForm = {
  label: "Site content",
  singular: "site content",
  titleField: "",
  fields: [
    {
      name: "department",
      label: "Department",
      kind: "group",
      fields: [
        { name: "name", label: "Name", kind: "text" },
        { name: "shortName", label: "Short name", kind: "text", hint: "In the header and the browser tab, e.g. CSE." },
        { name: "about", label: "About the department", kind: "paragraphs", hint: PARAGRAPHS_HINT },
      ],
    },
    {
      name: "college",
      label: "College",
      kind: "group",
      fields: [
        { name: "name", label: "Name", kind: "text" },
        { name: "address", label: "Address", kind: "text" },
      ],
    },
    { name: "contact", label: "Contact", kind: "group", fields: [{ name: "email", label: "Email", kind: "text" }] },
    {
      name: "hod",
      label: "Head of department",
      kind: "group",
      fields: [
        { name: "title", label: "Heading of the message", kind: "text" },
        { name: "name", label: "Name", kind: "text" },
        { name: "designation", label: "Designation", kind: "text" },
        { name: "message", label: "Message", kind: "paragraphs", hint: PARAGRAPHS_HINT },
        figure("photo", "Photo"),
      ],
    },
    { name: "quickLinks", label: "Quick links", kind: "list", item: { name: "", label: "Quick link", kind: "group", fields: linkFields } },
    { name: "homeCarousel", label: "Home carousel", kind: "list", hint: "Exactly 10 photos, in the order shown.", item: figure("", "Home photo") },
    { name: "aboutCarousel", label: "About page carousel", kind: "list", hint: "At least one photo.", item: figure("", "About photo") },
    {
      name: "video",
      label: "Department video",
      kind: "group",
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "file", label: "Video (WebM or MP4)", kind: "video" },
        { name: "captions", label: "Captions (WebVTT)", kind: "captions" },
      ],
    },
    {
      name: "programs",
      label: "Program cards",
      kind: "group",
      fields: [
        {
          name: "cse",
          label: "CSE card",
          kind: "group",
          fields: [{ name: "title", label: "Title", kind: "text" }, { name: "description", label: "Description", kind: "textarea" }, figure("image", "Image")],
        },
        {
          name: "mca",
          label: "MCA card",
          kind: "group",
          fields: [
            { name: "title", label: "Title", kind: "text" },
            { name: "description", label: "Description", kind: "textarea" },
            figure("image", "Image"),
            { name: "url", label: "MCA site URL", kind: "url", hint: "http:// or https:// only." },
          ],
        },
      ],
    },
    {
      name: "visionMission",
      label: "Vision and mission",
      kind: "list",
      fixedItems: true,
      item: { name: "", label: "Program", kind: "group", fields: programFields },
    },
    {
      name: "coderOfTheMonth",
      label: "Coder of the month",
      kind: "list",
      hint: "Shown newest first, whatever the order here.",
      item: {
        name: "",
        label: "Month",
        kind: "group",
        fields: [
          { name: "month", label: "Month", kind: "choice", choices: MONTH_ABBREVIATIONS },
          { name: "year", label: "Year", kind: "year" },
          {
            name: "winners",
            label: "Winners",
            kind: "list",
            item: {
              name: "",
              label: "Winner",
              kind: "group",
              fields: [
                { name: "year", label: "Class", kind: "text", hint: "FE, SE, TE, BE or MCA." },
                { name: "name", label: "Name", kind: "text" },
                figure("image", "Photo"),
              ],
            },
          },
        ],
      },
    },
    {
      name: "links",
      label: "External links",
      kind: "group",
      fields: [link("mcaSite", "MCA site (header menu)"), link("mcaFaculty", "MCA faculty (faculty page)"), link("committees", "Committees (header menu)")],
    },
    { name: "footer", label: "Footer", kind: "group", fields: [{ name: "credits", label: "Credits", kind: "list", item: { name: "", label: "Credit", kind: "group", fields: linkFields } }] },
  ],
};

export const collectionForms: Readonly<Record<EntryCollection, CollectionForm>> = {
  faculty: {
    label: "Faculty",
    singular: "faculty profile",
    titleField: "name",
    fields: [
      { name: "id", label: "Faculty id", kind: "text", hint: "Part of the profile's address; lowercase letters, digits and hyphens." },
      { name: "name", label: "Name", kind: "text" },
      { name: "designation", label: "Designation", kind: "text" },
      { name: "qualification", label: "Qualification", kind: "text" },
      { name: "image", label: "Photo", kind: "image" },
      { name: "educations", label: "Education", kind: "pairs", hint: "Degree and where it was taken." },
      { name: "resume", label: "Resume (PDF)", kind: "pdf", optional: true },
      { name: "email", label: "Email", kind: "text", optional: true },
      { name: "ext", label: "Extension", kind: "text", optional: true },
      { name: "telephone", label: "Telephone", kind: "text", optional: true },
      { name: "room", label: "Room", kind: "text", optional: true },
      { name: "sections", label: "Profile sections", kind: "sections", optional: true },
    ],
  },
  notices: {
    label: "Notices",
    singular: "notice",
    titleField: "title",
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "date", label: "Date", kind: "date", hint: DATE_HINT },
      { name: "file", label: "File (PDF)", kind: "pdf" },
    ],
  },
  competitions: { label: "Competitions", singular: "competition", titleField: "title", fields: eventFields },
  workshops: { label: "Workshops", singular: "workshop", titleField: "title", fields: eventFields },
  expertTalks: { label: "Expert talks", singular: "expert talk", titleField: "title", fields: eventFields },
  valueAddedCourses: { label: "Value added courses", singular: "value added course", titleField: "title", fields: eventFields },
  timetable: { label: "Time table", singular: "time table", titleField: "title", fields: titledFileFields },
  syllabus: { label: "Syllabus", singular: "syllabus", titleField: "title", fields: titledFileFields },
  results: { label: "Results", singular: "result", titleField: "title", fields: titledFileFields },
  internships: {
    label: "Internships",
    singular: "internship report",
    titleField: "year",
    fields: [
      { name: "category", label: "Category", kind: "choice", choices: ["industry", "research"] },
      { name: "year", label: "Year", kind: "year" },
      { name: "file", label: "Report (PDF)", kind: "pdf" },
    ],
  },
  placements: { label: "Placements", singular: "placement report", titleField: "year", fields: yearlyReportFields },
  higherStudies: { label: "Higher studies", singular: "higher studies report", titleField: "year", fields: yearlyReportFields },
  others: {
    label: "Others",
    singular: "achievement",
    titleField: "name",
    fields: [
      { name: "name", label: "Name", kind: "text" },
      { name: "photo", label: "Photo", kind: "image" },
      { name: "achievement", label: "Achievement", kind: "text" },
      { name: "details", label: "Details", kind: "textarea" },
    ],
  },
  studentAchievements: {
    label: "Student achievements",
    singular: "student achievement",
    titleField: "name",
    fields: [
      { name: "name", label: "Name", kind: "text" },
      { name: "date", label: "Date", kind: "text", hint: "Shown exactly as written." },
      { name: "achievement", label: "Achievement", kind: "text" },
      { name: "details", label: "Details", kind: "textarea" },
      { name: "photos", label: "Photos", kind: "images" },
      { name: "linkedin_url", label: "LinkedIn URL", kind: "url", optional: true },
    ],
  },
  bos: { label: "BOS", singular: "BOS document", titleField: "title", fields: titledFileFields },
  mom: { label: "MOM", singular: "minutes of meeting", titleField: "title", fields: titledFileFields },
  schemes: { label: "Schemes", singular: "scheme", titleField: "title", fields: titledFileFields },
  site: siteForm,
};

/**
 * draft: saved, not yet asked to publish; review: submitted for a publisher; published: what
 * visitors see; unpublished: taken off the site; deleted: taken off and out of the lists (its
 * history stays, and a restore brings it back as a draft).
 */
export const ENTRY_STATES = ["draft", "review", "published", "unpublished", "deleted"] as const;
export const entryState = z.enum(ENTRY_STATES);
export type EntryState = z.infer<typeof entryState>;

export type EditorAction = "create" | "save" | "submit" | "publish" | "unpublish" | "delete" | "restore" | "schedule" | "move";

/** Who may do what (faculty only on their own profile; checked on the server for every endpoint). */
export const EDITOR_PERMISSIONS: Readonly<Record<EditorAction, readonly Role[]>> = {
  create: ["admin", "publisher", "editor"],
  save: ["admin", "publisher", "editor", "faculty"],
  submit: ["admin", "publisher", "editor", "faculty"],
  publish: ["admin", "publisher"],
  unpublish: ["admin", "publisher"],
  delete: ["admin", "publisher"],
  restore: ["admin", "publisher"],
  schedule: ["admin", "publisher"],
  /** Moving an entry up or down its collection changes the order visitors see at once. */
  move: ["admin", "publisher"],
};

export function mayDo(role: Role, action: EditorAction): boolean {
  return EDITOR_PERMISSIONS[action].includes(role);
}

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
  /** When the server publishes its newest revision / takes it off the site (ISO instants), if set. */
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
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
export type RevisionInfo = z.infer<typeof revisionInfo>;

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

/** The offset of `timeZone` from UTC at `instant`, in minutes. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** A wall time `YYYY-MM-DDTHH:mm` in `timeZone` (as a datetime-local field gives it) as an ISO instant. */
export function zonedToInstant(wall: string, timeZone: string): string {
  const [date, time] = wall.split("T");
  const [year, month, day] = date!.split("-").map(Number);
  const [hour, minute] = time!.split(":").map(Number);
  const guess = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // Twice: the offset at the guess may differ from the one at the answer across a DST change.
  const first = guess - zoneOffset(guess, timeZone) * 60_000;
  return new Date(guess - zoneOffset(first, timeZone) * 60_000).toISOString();
}

/** An ISO instant as a wall time `YYYY-MM-DDTHH:mm` in `timeZone`. */
export function instantToZoned(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + zoneOffset(instant, timeZone) * 60_000).toISOString().slice(0, 16);
}

const PAGE_ROUTES: Readonly<Record<Exclude<EntryCollection, "faculty">, string>> = {
  site: "/",
  notices: "/notices",
  competitions: "/events/competitions",
  workshops: "/events/workshops",
  expertTalks: "/events/expert-talks",
  valueAddedCourses: "/events/value-added-courses",
  timetable: "/academics/?option=time-table",
  syllabus: "/academics/?option=syllabus",
  results: "/academics/?option=results",
  internships: "/academics/?option=internships",
  placements: "/academics/?option=placements",
  higherStudies: "/academics/?option=higherStudies",
  others: "/academics/?option=others",
  studentAchievements: "/academics/?option=stud_achi",
  bos: "/BOS",
  mom: "/MOM",
  schemes: "/schemes",
};

/** The site's hash route of the page that shows an entry: where its preview opens. */
export function entryPageRoute(collection: EntryCollection, data: Record<string, unknown>): string {
  return collection === "faculty" ? `/faculty/${encodeURIComponent(String(data.id ?? ""))}` : PAGE_ROUTES[collection];
}

/** Where the editor serves the preview of an entry's newest revision: the public app, reading the API under it. */
export const previewPath = (entryId: string) => `/admin/preview/${encodeURIComponent(entryId)}`;

/** Every import and every publish makes a publication: a content version visitors were served. */
export const publicationInfo = z.object({ version: z.number().int(), at: z.string(), actor: z.string(), summary: z.string() });
export type PublicationInfo = z.infer<typeof publicationInfo>;

/** POST /admin/api/uploads?kind=...: the stored file, to put in a file or image field. */
export const UPLOAD_KINDS = ["pdf", "image", "video", "captions"] as const satisfies readonly FileFieldKind[];
export const uploadedFile = z.object({ ref: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;
