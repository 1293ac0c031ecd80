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
  }),
};

/** The site's hash route of a faculty member's profile. */
export const facultyPageRoute = (id: string) => `/faculty/${encodeURIComponent(id)}`;
