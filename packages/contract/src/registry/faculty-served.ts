/**
 * The faculty's served shape (spec section 3): the list's summary of a member, the profile's
 * details and the mapping from a pack profile to its stored record, beside packFaculty; and each
 * field's label in the editor, so a new field is declared here once (plus its pack schema and page).
 */
import * as z from "zod/mini";
import { filePath, imageValue } from "../answer-values.js";
import type { PackFaculty } from "../collections.js";
import { fallbackMark } from "../translatable.js";
import type { FieldMeta } from "./fields.js";
import type { Served } from "./served.js";

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

/**
 * A member's stored record: the list's summary and the profile's details are made from it
 * (server api/build-snapshot.ts), the details with each section as a field of its own.
 */
export const facultyServed = {
  /** Each pack field's name in the editor's form (registry/faculty.ts), beside how it is served. */
  labels: {
    id: { label: "Faculty id", hint: "Part of the profile's address; lowercase letters, digits and hyphens." },
    name: { label: "Name" },
    designation: { label: "Designation" },
    qualification: { label: "Qualification" },
    image: { label: "Photo", widget: "image" },
    educations: { label: "Education", hint: "Degree and where it was taken." },
    resume: { label: "Resume (PDF)", widget: "pdf" },
    email: { label: "Email" },
    ext: { label: "Extension" },
    telephone: { label: "Telephone" },
    room: { label: "Room" },
    sections: { label: "Profile sections", widget: "sections" },
    orcid: {
      label: "ORCID iD",
      hint: "Like 0000-0002-1825-0097; a publications refresh reads the works listed there.",
    },
    openalex: { label: "OpenAlex author id", hint: "Like A5023888391, from the author's address on openalex.org." },
    dblp: { label: "DBLP person id", hint: "Like 123/4567 or h/JohnDoe, from the address dblp.org/pid/…" },
  } satisfies Readonly<Record<keyof PackFaculty, FieldMeta>>,
  answer: facultySummary,
  serve: (member: PackFaculty, resolve) => ({
    id: member.id,
    name: member.name,
    designation: member.designation,
    qualification: member.qualification,
    image: resolve.image(member.image),
    educations: member.educations,
    resume: member.resume === undefined ? null : resolve.resume(member.resume),
    email: member.email ?? null,
    ext: member.ext ?? null,
    telephone: member.telephone ?? null,
    room: member.room ?? null,
    sections: member.sections ?? {},
    // Kept for the profile's structured data (sameAs), never in an answer (api/build-snapshot.ts).
    ...(member.orcid === undefined ? {} : { orcid: member.orcid }),
    ...(member.dblp === undefined ? {} : { dblp: member.dblp }),
  }),
  notServed: {
    orcid: "Not shown on the profile: kept in the record for the profile page's structured data (sameAs) only.",
    openalex: "Read by a publications refresh only; the profile does not show it.",
    dblp: "Not shown on the profile: kept in the record for the profile page's structured data (sameAs) only.",
  },
} satisfies Served<PackFaculty>;
