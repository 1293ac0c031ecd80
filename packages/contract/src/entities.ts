/** Zod schemas of every entity the API answers (spec section 3), in the spec's field names: those of a collection come from its served shape in the registry. */
// zod/mini: the same schemas at a fraction of the browser bundle (docs/architecture.md section 6, "Fast").
import * as z from "zod/mini";
import { imageValue } from "./answer-values.js";
import { fallbackMark } from "./translatable.js";
import { facultyDetail, facultyList, facultySummary } from "./registry/faculty-served.js";
import {
  event,
  internship,
  internshipCategory,
  notice,
  otherAchievement,
  studentAchievement,
  titledFile,
  yearlyReport,
} from "./registry/served-lists.js";

export * from "./answer-values.js";
// Each collection's answer is declared with its served shape in the registry (issue 37).
export {
  event,
  facultyDetail,
  facultyList,
  facultySummary,
  internship,
  internshipCategory,
  notice,
  otherAchievement,
  studentAchievement,
  titledFile,
  yearlyReport,
};

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
