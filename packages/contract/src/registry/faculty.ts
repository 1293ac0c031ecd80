/** The faculty collection: one profile per pack file `faculty/*.yaml`, its form from packFaculty. */
import { packFaculty } from "../collections.js";
import { formFields, type CollectionForm } from "./fields.js";

export const facultyForm: CollectionForm = {
  label: "Faculty",
  singular: "faculty profile",
  titleField: "name",
  fields: formFields(packFaculty, {
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
  }),
};

/** The path of a faculty member's profile on the site. */
export const facultyPageRoute = (id: string) => `/faculty/${encodeURIComponent(id)}`;
