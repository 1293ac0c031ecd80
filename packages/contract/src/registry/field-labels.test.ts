import { describe, expect, it } from "vitest";
import { collectionForms, fieldPathLabel } from "./index.js";

const site = collectionForms.site.fields;
const faculty = collectionForms.faculty.fields;

describe("a change's path in the words of the form", () => {
  it("names a list's item by its number, counted from 1 as the history counts, and its field by its label", () => {
    expect(fieldPathLabel(site, "quickLinks.2.label")).toBe("Quick links, item 2: Label");
    expect(fieldPathLabel(site, "quickLinks.1.url")).toBe("Quick links, item 1: URL");
  });

  it("names a group's field, and a figure's image and alternative text, at any depth", () => {
    expect(fieldPathLabel(site, "hod.message")).toBe("Head of department: Message");
    expect(fieldPathLabel(site, "hod.photo.path")).toBe("Head of department: Photo: Image file");
    expect(fieldPathLabel(site, "homeCarousel.4.path")).toBe("Home carousel, item 4: Image file");
    expect(fieldPathLabel(site, "homeCarousel.4.alt")).toBe("Home carousel, item 4: Alternative text");
  });

  it("keeps a record's key as it is written, dots included", () => {
    expect(fieldPathLabel(faculty, "sections.Service")).toBe("Profile sections: Service");
    expect(fieldPathLabel(faculty, "educations.Ph.D.")).toBe("Education: Ph.D.");
  });

  it("names a top-level field by its label", () => {
    expect(fieldPathLabel(collectionForms.notices.fields, "title")).toBe("Title");
    expect(fieldPathLabel(faculty, "designation")).toBe("Designation");
  });

  it("leaves a path the form does not know as it is", () => {
    expect(fieldPathLabel(site, "retired")).toBe("retired");
    expect(fieldPathLabel(site, "hod.retired")).toBe("hod.retired");
    expect(fieldPathLabel(site, "quickLinks.first.label")).toBe("quickLinks.first.label");
  });
});
