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
      educations: [
        { key: "Ph.D", value: "IIT" },
        { key: " ", value: "" },
      ],
      sections: [{ name: "Patents", lines: "One\n\n Two \n" }],
    };
    const data = toData(fields, values);
    expect(data).toEqual({
      id: "a-b",
      name: "Dr. A",
      designation: "Professor",
      qualification: "Ph.D",
      image: "0123abcd/a.jpg",
      educations: { "Ph.D": "IIT" },
      sections: { Patents: ["One", "Two"] },
    });
    expect(parseEntry("faculty", data).success).toBe(true);
    expect(toData(fields, toForm(fields, data))).toEqual(data);
  });

  it("keep a year as a number and lines as a list", () => {
    expect(toData(collectionForms.placements.fields, { year: "2024", file: "ab/r.pdf" })).toEqual({
      year: 2024,
      file: "ab/r.pdf",
    });
    expect(
      toData(collectionForms.workshops.fields, toForm(collectionForms.workshops.fields, { speakers: ["A", "B"] }))
        .speakers,
    ).toEqual(["A", "B"]);
  });
});

describe("a translatable field's form values", () => {
  const { fields } = collectionForms.notices;
  const notice = { title: "Exam timetable", date: "2026-03-01", file: "0123abcd/t.pdf" };

  it("keep an English-only entry as it was: plain values, no map", () => {
    const values = toForm(fields, notice);
    expect(values.title).toEqual({ en: "Exam timetable", hi: "", outdated: false });
    expect(toData(fields, values)).toEqual(notice);
  });

  it("become a map when a translation is given, with its outdated mark and a file per language", () => {
    const translated = {
      ...notice,
      title: { en: "Exam timetable", hi: "परीक्षा समय सारणी", outdated: true },
      file: { en: "0123abcd/t.pdf", hi: "4567cdef/t-hi.pdf" },
    };
    expect(toData(fields, toForm(fields, translated))).toEqual(translated);
    expect(parseEntry("notices", toData(fields, toForm(fields, translated))).success).toBe(true);
    const values = toForm(fields, translated) as { title: Record<string, unknown> };
    expect(toData(fields, { ...values, title: { ...values.title, hi: "  ", outdated: false } }).title).toBe(
      "Exam timetable",
    );
  });

  it("hold lines, paragraphs and a figure's alternative text per language", () => {
    const workshop = collectionForms.workshops.fields;
    const speakers = { en: ["A. Speaker", "B. Speaker"], hi: ["ए. वक्ता"] };
    expect(toData(workshop, toForm(workshop, { speakers })).speakers).toEqual(speakers);
    const site = collectionForms.site.fields;
    const data = toData(
      site,
      toForm(site, {
        hod: {
          message: { en: ["One.", "Two."], hi: ["एक।"] },
          photo: { path: "ab/p.jpg", alt: { en: "The head", hi: "विभागाध्यक्ष" } },
        },
      }),
    );
    expect(data.hod).toMatchObject({
      message: { en: ["One.", "Two."], hi: ["एक।"] },
      photo: { path: "ab/p.jpg", alt: { en: "The head", hi: "विभागाध्यक्ष" } },
    });
  });

  it("leave out the site's languages and policy pages when a one-language site has none", () => {
    const data = toData(collectionForms.site.fields, toForm(collectionForms.site.fields, {}));
    expect(Object.keys(data)).not.toContain("languages");
    expect(Object.keys(data)).not.toContain("pages");
    expect(
      toData(collectionForms.site.fields, toForm(collectionForms.site.fields, { languages: ["en", "hi"] })).languages,
    ).toEqual(["en", "hi"]);
  });
});

describe("splitError", () => {
  it("names the top-level field of the server's path", () => {
    expect(splitError("start_date: must be a date written YYYY-MM-DD")).toEqual({
      field: "start_date",
      text: "must be a date written YYYY-MM-DD",
    });
    expect(splitError("photos.1: This is not an uploaded image; upload the file again.")).toEqual({
      field: "photos",
      text: "This is not an uploaded image; upload the file again.",
    });
    expect(splitError("sections.Courses/Workshop/Seminar conducted.0: is required")).toEqual({
      field: "sections",
      text: "is required",
    });
  });

  it("leaves a message about no one field whole", () => {
    expect(splitError("Someone saved this entry meanwhile: reload it.")).toEqual({
      text: "Someone saved this entry meanwhile: reload it.",
    });
    expect(splitError(undefined)).toBeUndefined();
  });
});
