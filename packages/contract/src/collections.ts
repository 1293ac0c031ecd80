/**
 * Zod schemas of the collection entries as a content pack writes them (content/README.md), all
 * strict, one per family of collections (registry/lists.ts names which collection has which).
 * Pack validation and the editor's forms use these same schemas: in the editor a file or image
 * field holds the stored file's reference (`hash/name`) where a pack holds its path.
 */
import { facultyId } from "./routes.js";
import { z } from "zod";
import { withKind } from "./registry/fields.js";

const text = z.string();
/** A file: its path in a pack, its stored reference (`hash/name`) in the editor. */
const packPath = z.string().min(1, "is required");
const isoDate = withKind(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"), "date");
const year = withKind(z.number().int().min(1900).max(2200), "year");
/** Contact fields are strings; a bare YAML number (an extension like 1234) is accepted as its text. */
const contact = z.union([z.string(), z.number()]).transform(String).optional();
const httpUrl = withKind(z.string().regex(/^https?:\/\/\S+$/i, "must be an http(s) URL"), "url");

export const packFaculty = z
  .object({
    id: facultyId,
    name: text.min(1),
    designation: text,
    qualification: text,
    image: packPath,
    educations: z.record(z.string(), z.string()),
    resume: packPath.optional(),
    email: contact,
    ext: contact,
    telephone: contact,
    room: contact,
    sections: z.record(z.string(), z.array(z.string())).optional(),
  })
  .strict();

export const packNotice = z.object({ title: text, file: packPath, date: isoDate }).strict();

export const packEvent = z
  .object({
    title: text,
    details: text,
    speakers: z.array(z.string()),
    start_date: isoDate,
    end_date: isoDate,
    banner: packPath,
    document: packPath,
  })
  .strict();

export const packTitledFile = z.object({ title: text, file: packPath }).strict();
export const packInternship = z
  .object({ category: z.enum(["industry", "research"]), year, file: packPath })
  .strict();
export const packYearlyReport = z.object({ year, file: packPath }).strict();
export const packOther = z.object({ name: text, photo: packPath, achievement: text, details: text }).strict();
export const packAchievement = z
  .object({
    name: text,
    date: z.union([z.string(), z.number()]).transform(String),
    achievement: text,
    details: text,
    photos: z.array(packPath),
    linkedin_url: httpUrl.optional(),
  })
  .strict();

/** The pack schema of each family's items (registry/public.ts names the families). */
export const packFamilyItems = {
  notice: packNotice,
  event: packEvent,
  titledFile: packTitledFile,
  internship: packInternship,
  yearlyReport: packYearlyReport,
  other: packOther,
  achievement: packAchievement,
} as const;

export type PackFaculty = z.infer<typeof packFaculty>;
export type PackNotice = z.infer<typeof packNotice>;
export type PackEvent = z.infer<typeof packEvent>;
export type PackTitledFile = z.infer<typeof packTitledFile>;
export type PackInternship = z.infer<typeof packInternship>;
export type PackYearlyReport = z.infer<typeof packYearlyReport>;
export type PackOther = z.infer<typeof packOther>;
export type PackAchievement = z.infer<typeof packAchievement>;

/** Fixed fields of the faculty detail response; a section may not take one of these names. */
export const FACULTY_DETAIL_FIELDS = ["id", "name", "designation", "qualification", "image", "educations", "resume", "email", "ext", "telephone", "room"];
