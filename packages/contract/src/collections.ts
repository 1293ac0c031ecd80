/**
 * Zod schemas of the collection entries as a content pack writes them (content/README.md), all
 * strict. Pack validation and the web editor's forms use these same schemas: in the editor a file
 * or image field holds the stored file's reference (`hash/name`) where a pack holds its path.
 */
import { facultyId } from "./routes.js";
import { z } from "zod";

const text = z.string();
/** A file: its path in a pack, its stored reference (`hash/name`) in the editor. */
const packPath = z.string().min(1, "is required");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
const year = z.number().int().min(1900).max(2200);
/** Contact fields are strings; a bare YAML number (an extension like 1234) is accepted as its text. */
const contact = z.union([z.string(), z.number()]).transform(String).optional();
const httpUrl = z.string().regex(/^https?:\/\/\S+$/i, "must be an http(s) URL");

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

/** Every list file of a pack, the schema of its items, and the collection it fills. */
export const packListFiles = {
  notices: { file: "notices.yaml", item: packNotice },
  competitions: { file: "events/competitions.yaml", item: packEvent },
  workshops: { file: "events/workshops.yaml", item: packEvent },
  expertTalks: { file: "events/expert-talks.yaml", item: packEvent },
  valueAddedCourses: { file: "events/value-added-courses.yaml", item: packEvent },
  timetable: { file: "academics/timetable.yaml", item: packTitledFile },
  syllabus: { file: "academics/syllabus.yaml", item: packTitledFile },
  results: { file: "academics/results.yaml", item: packTitledFile },
  internships: { file: "academics/internships.yaml", item: packInternship },
  placements: { file: "academics/placements.yaml", item: packYearlyReport },
  higherStudies: { file: "academics/higher-studies.yaml", item: packYearlyReport },
  others: { file: "academics/others.yaml", item: packOther },
  studentAchievements: { file: "achievements.yaml", item: packAchievement },
  bos: { file: "documents/bos.yaml", item: packTitledFile },
  mom: { file: "documents/mom.yaml", item: packTitledFile },
  schemes: { file: "documents/schemes.yaml", item: packTitledFile },
} as const;

export type PackListName = keyof typeof packListFiles;
export type PackFaculty = z.infer<typeof packFaculty>;
export type PackNotice = z.infer<typeof packNotice>;
export type PackEvent = z.infer<typeof packEvent>;
export type PackTitledFile = z.infer<typeof packTitledFile>;
export type PackInternship = z.infer<typeof packInternship>;
export type PackYearlyReport = z.infer<typeof packYearlyReport>;
export type PackOther = z.infer<typeof packOther>;
export type PackAchievement = z.infer<typeof packAchievement>;

export type PackLists = {
  [Name in PackListName]: z.infer<(typeof packListFiles)[Name]["item"]>[];
};

/** Fixed fields of the faculty detail response; a section may not take one of these names. */
export const FACULTY_DETAIL_FIELDS = ["id", "name", "designation", "qualification", "image", "educations", "resume", "email", "ext", "telephone", "room"];
