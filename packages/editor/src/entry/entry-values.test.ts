import { describe, expect, it } from "vitest";
import { collectionForms, parseEntry } from "@dept/contract";
import { toData, toForm } from "./entry-values";
import { splitError } from "../components/form";

describe("an entry's form values", () => {
  it("become the entry the pack's schema accepts, with empty optional fields left out", () => {
    const { fields } = collectionForms.faculty;
    const values = {
      ...toForm(fields, {}),
      id: "a-b",
      name: " Dr. A ",
      designation: "Professor",
      qualification: "Ph.D",
      image: "0123abcd/a.jpg",
      educations: [{ key: "Ph.D", value: "IIT" }, { key: " ", value: "" }],
      sections: [{ name: "Patents", lines: "One\n\n Two \n" }],
    };
    const data = toData(fields, values);
    expect(data).toEqual({ id: "a-b", name: "Dr. A", designation: "Professor", qualification: "Ph.D", image: "0123abcd/a.jpg", educations: { "Ph.D": "IIT" }, sections: { Patents: ["One", "Two"] } });
    expect(parseEntry("faculty", data).success).toBe(true);
    expect(toData(fields, toForm(fields, data))).toEqual(data);
  });

  it("keep a year as a number and lines as a list", () => {
    expect(toData(collectionForms.placements.fields, { year: "2024", file: "ab/r.pdf" })).toEqual({ year: 2024, file: "ab/r.pdf" });
    expect(toData(collectionForms.workshops.fields, toForm(collectionForms.workshops.fields, { speakers: ["A", "B"] })).speakers).toEqual(["A", "B"]);
  });
});

describe("splitError", () => {
  it("names the top-level field of the server's path", () => {
    expect(splitError("start_date: must be a date written YYYY-MM-DD")).toEqual({ field: "start_date", text: "must be a date written YYYY-MM-DD" });
    expect(splitError("photos.1: This is not an uploaded image; upload the file again.")).toEqual({ field: "photos", text: "This is not an uploaded image; upload the file again." });
    expect(splitError("sections.Courses/Workshop/Seminar conducted.0: is required")).toEqual({ field: "sections", text: "is required" });
  });

  it("leaves a message about no one field whole", () => {
    expect(splitError("Someone saved this entry meanwhile: reload it.")).toEqual({ text: "Someone saved this entry meanwhile: reload it." });
    expect(splitError(undefined)).toBeUndefined();
  });
});
