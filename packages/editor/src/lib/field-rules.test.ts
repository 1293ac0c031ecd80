import { describe, expect, it } from "vitest";
import { collectionForms, type FieldSpec } from "@dept/contract";
import { fieldHint, shownOnlyFields } from "./field-rules";

const field = (fields: readonly FieldSpec[], name: string) => fields.find((spec) => spec.name === name)!;

describe("a field's hint", () => {
  it("states the field's limit after its own hint", () => {
    expect(fieldHint(field(collectionForms.notices.fields, "title"))).toBe("At most 300 characters.");
    expect(fieldHint(field(collectionForms.workshops.fields, "details"))).toBe("At most 20,000 characters.");
    expect(fieldHint(field(collectionForms.workshops.fields, "speakers"))).toBe(
      "One per line. Each line at most 1,000 characters.",
    );
    expect(fieldHint(field(collectionForms.placements.fields, "year"))).toBe("A year from 1900 to 2200.");
    expect(fieldHint(field(collectionForms.notices.fields, "file"))).toBe("PDF up to 50 MB.");
    expect(fieldHint(field(collectionForms.studentAchievements.fields, "photos"))).toBe("Image up to 20 MB.");
  });

  it("claims no format for a date, whose picker shows the reader's own", () => {
    expect(fieldHint(field(collectionForms.notices.fields, "date"))).toBeUndefined();
  });

  it("does not read a list's number of items as characters", () => {
    expect(fieldHint(field(collectionForms.site.fields, "homeCarousel"))).toBe(
      "Exactly 10 photos, in the order shown.",
    );
  });
});

describe("the fields shown but not edited", () => {
  it("are a faculty account's own profile id, and nothing for other roles", () => {
    expect([...shownOnlyFields({ role: "faculty" }, "faculty")]).toEqual(["id"]);
    expect([...shownOnlyFields({ role: "publisher" }, "faculty")]).toEqual([]);
    expect([...shownOnlyFields({ role: "faculty" }, "notices")]).toEqual([]);
  });

  it("include a publication's Corrected by hand, which every save by a person sets", () => {
    expect([...shownOnlyFields({ role: "publisher" }, "publications")]).toEqual(["curated"]);
    expect([...shownOnlyFields({ role: "admin" }, "publications")]).toEqual(["curated"]);
  });
});
