/** Zod schemas of every entity the API answers (spec section 3), in the spec's field names. */
// zod/mini: the same schemas at a fraction of the browser bundle (docs/architecture.md section 6, "Fast").
import * as z from "zod/mini";
import { fallbackMark } from "./languages.js";

/**
 * An image as the API sends it: a URL of a resized variant (`/api/images/...`), a `data:` URL,
 * or raw base64 JPEG (legacy servers). The web client normalises all three.
 */
export const imageValue = z.string();

/** A stored file path in the spec's form (`/resources/resources/...`; resumes `resources/...`). */
export const filePath = z.string();

/** Years come as numbers or strings from older servers. */
export const yearValue = z.union([z.int(), z.string()]);

export const homepage = z.object({
  department: z.string(),
  /** Paragraphs separated by blank lines. */
  about_dept: z.string(),
  HOD_name: z.string(),
  HOD_profile_image: imageValue,
  /** Paragraphs separated by blank lines. */
  HODs_message: z.string(),
  ...fallbackMark,
});

export const facultySummary = z.object({
  id: z.string(),
  name: z.string(),
  designation: z.string(),
  qualification: z.string(),
  image: imageValue,
  ...fallbackMark,
});

export const facultyList = z.object({ faculties: z.array(facultySummary) });

/** Faculty detail: fixed fields plus optional list sections under arbitrary keys. */
export const facultyDetail = z.catchall(
  z.object({
    name: z.string(),
    designation: z.string(),
    image: imageValue,
    educations: z.record(z.string(), z.string()),
    resume: z.nullish(filePath),
    email: z.nullish(z.string()),
    ext: z.nullish(z.string()),
    telephone: z.nullish(z.string()),
    room: z.nullish(z.string()),
    ...fallbackMark,
  }),
  z.unknown(),
);

export const event = z.object({
  title: z.string(),
  details: z.string(),
  /** Speakers separated by comma plus space. */
  speaker: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  banner: imageValue,
  document: filePath,
  ...fallbackMark,
});

export const notice = z.object({ title: z.string(), file: filePath, date: z.string(), ...fallbackMark });

/** Time table, syllabus, result, BOS, MOM and scheme items. */
export const titledFile = z.object({ title: z.string(), file: filePath, ...fallbackMark });

export const internshipCategory = z.enum(["industry", "research"]);
export const internship = z.object({ category: internshipCategory, year: yearValue, pdf: filePath });

/** Placement and higher-studies items. */
export const yearlyReport = z.object({ year: yearValue, pdf: filePath });

export const otherAchievement = z.object({
  name: z.string(),
  photo: imageValue,
  achievement: z.string(),
  details: z.string(),
  ...fallbackMark,
});

export const studentAchievement = z.object({
  name: z.string(),
  /** Shown exactly as given. */
  date: z.string(),
  achievement: z.string(),
  details: z.string(),
  photo: z.array(imageValue),
  linkedin_url: z.nullish(z.string()),
  ...fallbackMark,
});

export const visitors = z.object({ total: z.int().check(z.gte(0)) });

export const apiError = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export type Homepage = z.infer<typeof homepage>;
export type FacultySummary = z.infer<typeof facultySummary>;
export type FacultyDetail = z.infer<typeof facultyDetail>;
export type Event = z.infer<typeof event>;
export type Notice = z.infer<typeof notice>;
export type TitledFile = z.infer<typeof titledFile>;
export type InternshipCategory = z.infer<typeof internshipCategory>;
export type Internship = z.infer<typeof internship>;
export type YearlyReport = z.infer<typeof yearlyReport>;
export type StudentAchievement = z.infer<typeof studentAchievement>;
export type Visitors = z.infer<typeof visitors>;
export type ApiError = z.infer<typeof apiError>;
