/**
 * The served shape of each list family (spec section 3): the API's answer for one item and its
 * mapping from a pack item, declared beside the family's pack schema (collections.ts). The API's
 * route table and OpenAPI document (routes.ts, registry/public.ts) take the answers from here.
 */
import * as z from "zod/mini";
import { filePath, imageValue, yearValue } from "../answer-values.js";
import type {
  PackAchievement,
  PackEvent,
  PackInternship,
  PackNotice,
  PackOther,
  PackTitledFile,
  PackYearlyReport,
} from "../collections.js";
import { mapTranslated } from "../languages.js";
import { fallbackMark } from "../translatable.js";
import type { FieldMeta } from "./fields.js";
import { taggedValue, type Served } from "./served.js";

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

/** Each pack field's label in the editor's form (registry/lists.ts): every key of the pack item, the type says. */
type Labels<Item> = Readonly<Record<keyof Item, FieldMeta>>;
const pdf = (label: string): FieldMeta => ({ label, widget: "pdf" });
const title: FieldMeta = { label: "Title" };
const details: FieldMeta = { label: "Details", widget: "textarea" };
const year: FieldMeta = { label: "Year" };

/**
 * Each family's served shape, beside its labels in the editor: a field added to a family's pack
 * schema is labelled and served here (its answer schema typed for the route table).
 */
export const familyServed = {
  event: {
    labels: {
      title,
      details,
      speakers: { label: "Speakers", hint: "One per line." },
      start_date: { label: "Start date" },
      end_date: { label: "End date" },
      banner: { label: "Banner image", widget: "image" },
      document: pdf("Document (PDF)"),
    } satisfies Labels<PackEvent>,
    answer: event,
    serve: (item: PackEvent, resolve) => ({
      title: item.title,
      details: item.details,
      speaker: mapTranslated(taggedValue(item.speakers), (speakers) => speakers.join(", ")),
      start_date: item.start_date,
      end_date: item.end_date,
      banner: resolve.image(item.banner),
      document: resolve.file(item.document),
    }),
  },
  notice: {
    labels: { title, date: { label: "Date" }, file: pdf("File (PDF)") } satisfies Labels<PackNotice>,
    answer: notice,
    serve: (item: PackNotice, resolve) => ({
      title: item.title,
      file: mapTranslated(taggedValue(item.file), resolve.file),
      date: item.date,
    }),
  },
  titledFile: {
    labels: { title, file: pdf("File (PDF)") } satisfies Labels<PackTitledFile>,
    answer: titledFile,
    serve: (item: PackTitledFile, resolve) => ({ title: item.title, file: resolve.file(item.file) }),
  },
  internship: {
    labels: { category: { label: "Category" }, year, file: pdf("Report (PDF)") } satisfies Labels<PackInternship>,
    answer: internship,
    serve: (item: PackInternship, resolve) => ({
      category: item.category,
      year: item.year,
      pdf: resolve.file(item.file),
    }),
  },
  yearlyReport: {
    labels: { year, file: pdf("Report (PDF)") } satisfies Labels<PackYearlyReport>,
    answer: yearlyReport,
    serve: (item: PackYearlyReport, resolve) => ({ year: item.year, pdf: resolve.file(item.file) }),
  },
  other: {
    labels: {
      name: { label: "Name" },
      photo: { label: "Photo", widget: "image" },
      achievement: { label: "Achievement" },
      details,
    } satisfies Labels<PackOther>,
    answer: otherAchievement,
    serve: (item: PackOther, resolve) => ({
      name: item.name,
      photo: resolve.image(item.photo),
      achievement: item.achievement,
      details: item.details,
    }),
  },
  achievement: {
    labels: {
      name: { label: "Name" },
      date: { label: "Date", hint: "Shown exactly as written." },
      achievement: { label: "Achievement" },
      details,
      photos: { label: "Photos", widget: "images" },
      linkedin_url: { label: "LinkedIn URL" },
    } satisfies Labels<PackAchievement>,
    answer: studentAchievement,
    serve: (item: PackAchievement, resolve) => ({
      name: item.name,
      date: item.date,
      achievement: item.achievement,
      details: item.details,
      photo: item.photos.map(resolve.image),
      ...(item.linkedin_url === undefined ? {} : { linkedin_url: item.linkedin_url }),
    }),
  },
} satisfies Record<string, Served<never> & { answer: z.ZodMiniObject }>;
