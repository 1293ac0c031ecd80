/**
 * Zod schemas of the collection entries as a content pack writes them (content/README.md), all
 * strict, one per family of collections (registry/lists.ts names which collection has which).
 * Pack validation and the editor's forms use these same schemas: in the editor a file or image
 * field holds the stored file's reference (`hash/name`) where a pack holds its path.
 */
import { z } from "zod";
import { withKind } from "./field-kinds.js";
import { LINE_MAX, LONG_TEXT_MAX, PATH_MAX, SHORT_TEXT_MAX, TITLE_MAX } from "./limits.js";
import { boundedText, emailAddress, facultyId, httpUrl, isoDateText, REQUIRED, requiredText } from "./rules.js";
import { FALLBACK_FIELD } from "./languages.js";
import { translatable } from "./translatable.js";

/** A title or a name: required, trimmed, at most TITLE_MAX characters (limits.ts; content/README.md). */
const title = requiredText(TITLE_MAX);
const shortText = boundedText(SHORT_TEXT_MAX);
const longText = boundedText(LONG_TEXT_MAX);
const line = boundedText(LINE_MAX);
// Text a visitor reads, in the site's languages (languages.ts): plain English or `{en, hi}`.
const titleText = translatable(title);
const longTextText = translatable(longText);
const lineText = translatable(line);
/** A file: its path in a pack, its stored reference (`hash/name`) in the editor. */
const packPath = requiredText(PATH_MAX);
const isoDate = withKind(isoDateText, "date");
const YEAR_RULE = "Enter a year from 1900 to 2200.";
const year = withKind(
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === "" ? REQUIRED : YEAR_RULE) })
    .int(YEAR_RULE)
    .min(1900, YEAR_RULE)
    .max(2200, YEAR_RULE),
  "year",
);
/** A detail shown as written; a bare YAML number (an extension like 1234) is accepted as its text. */
const writtenText = z.union([z.string(), z.number()]).transform(String).pipe(shortText);
const contact = writtenText.optional();

/** An ORCID iD's check digit (ISO 7064 MOD 11-2 over its first 15 digits; 10 is written X). */
function orcidChecksumHolds(orcid: string): boolean {
  const digits = orcid.replaceAll("-", "");
  let total = 0;
  for (const digit of digits.slice(0, 15)) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15] === (check === 10 ? "X" : String(check));
}

/** The shapes of the identifiers a publications refresh reads a member's works by (issue 25); it checks them too. */
export const IDENTIFIER_PATTERNS = {
  orcid: /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/,
  openalex: /^A\d{4,12}$/,
  dblp: /^[0-9a-z]+\/[0-9A-Za-z_-]+$/,
} as const;
const orcid = z
  .string()
  .regex(IDENTIFIER_PATTERNS.orcid, "must be an ORCID iD like 0000-0002-1825-0097")
  .refine(orcidChecksumHolds, "is not an ORCID iD: its check digit does not match");
const openalexAuthor = z.string().regex(IDENTIFIER_PATTERNS.openalex, "must be an OpenAlex author id like A5023888391");
const dblpPerson = z.string().regex(IDENTIFIER_PATTERNS.dblp, "must be a DBLP person id like 123/4567 or h/JohnDoe");

export const packFaculty = z
  .object({
    id: facultyId,
    name: titleText,
    designation: translatable(shortText),
    qualification: translatable(shortText),
    image: packPath,
    educations: z.record(shortText, line),
    resume: z.optional(packPath),
    email: z.optional(emailAddress),
    ext: contact,
    telephone: contact,
    room: contact,
    sections: z.record(z.string(), z.array(line)).optional(),
    orcid: orcid.optional(),
    openalex: openalexAuthor.optional(),
    dblp: dblpPerson.optional(),
  })
  .strict();

/** A notice may have its PDF in each language; one file serves both (the other language says "(in English)"). */
export const packNotice = z.object({ title: titleText, file: translatable(packPath), date: isoDate }).strict();

export const packEvent = z
  .object({
    title: titleText,
    details: longTextText,
    speakers: translatable(z.array(line)),
    start_date: isoDate,
    end_date: isoDate,
    banner: packPath,
    document: packPath,
  })
  .strict();

export const packTitledFile = z.object({ title: titleText, file: packPath }).strict();
export const packInternship = z
  .object({
    category: z.enum(["industry", "research"], {
      error: (issue) => (issue.input === undefined || issue.input === "" ? REQUIRED : undefined),
    }),
    year,
    file: packPath,
  })
  .strict();
export const packYearlyReport = z.object({ year, file: packPath }).strict();
export const packOther = z
  .object({ name: titleText, photo: packPath, achievement: lineText, details: longTextText })
  .strict();
export const packAchievement = z
  .object({
    name: titleText,
    date: writtenText,
    achievement: lineText,
    details: longTextText,
    photos: z.array(packPath),
    linkedin_url: z.optional(httpUrl),
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
export const FACULTY_DETAIL_FIELDS = [
  "id",
  "name",
  "designation",
  "qualification",
  "image",
  "educations",
  "resume",
  "email",
  "ext",
  "telephone",
  "room",
  FALLBACK_FIELD,
];
