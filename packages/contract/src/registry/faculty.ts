/** The faculty collection: one profile per pack file `faculty/*.yaml`, its form from packFaculty and the labels of its served shape. */
import { packFaculty } from "../collections.js";
import { formFields, type CollectionForm } from "./fields.js";
import { facultyServed } from "./faculty-served.js";

export const facultyForm: CollectionForm = {
  label: "Faculty",
  singular: "faculty profile",
  titleField: "name",
  fields: formFields(packFaculty, facultyServed.labels),
};

/** The path of a faculty member's profile on the site. */
export const facultyPageRoute = (id: string) => `/faculty/${encodeURIComponent(id)}`;
