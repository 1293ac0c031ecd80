import { describe, expect, it } from "vitest";
import type { core } from "zod";
import {
  collectionForms,
  collectionItemSchemas,
  editorAddress,
  ENTRY_COLLECTIONS,
  entryDeclarations,
  isSingleEntry,
  LIST_COLLECTIONS,
  SEARCH_ORDER,
  type FieldSpec,
} from "./index.js";
import { apiRoutes } from "../routes.js";
import { LINE_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX, TITLE_MAX, URL_MAX } from "../limits.js";

type Schema = core.$ZodType;
const def = (schema: Schema) => schema._zod.def as core.$ZodTypeDef & Record<string, unknown>;

/** The schema under optional, nullable and default wrappers. */
function unwrap(schema: Schema): Schema {
  const { type } = def(schema);
  return type === "optional" || type === "nullable" || type === "default"
    ? unwrap(def(schema).innerType as Schema)
    : schema;
}

/** Where the form and the schema disagree, as `path: what`, at every depth. */
function mismatches(schema: Schema, fields: readonly FieldSpec[], at: string): string[] {
  const object = unwrap(schema);
  if (def(object).type !== "object") return [`${at}: the form has fields where the schema has no object`];
  const shape = def(object).shape as Record<string, Schema>;
  const named = new Set(fields.map((field) => field.name));
  const problems = Object.keys(shape)
    .filter((key) => !named.has(key))
    .map((key) => `${at}${key}: schema key without a form field`);
  for (const field of fields) {
    const child = shape[field.name];
    if (!child) problems.push(`${at}${field.name}: form field without a schema key`);
    else problems.push(...fieldMismatches(unwrap(child), field, `${at}${field.name}`));
  }
  return problems;
}

function fieldMismatches(schema: Schema, field: FieldSpec, at: string): string[] {
  if (field.kind === "group") return mismatches(schema, field.fields ?? [], `${at}.`);
  if (field.kind === "figure")
    return mismatches(
      schema,
      [
        { name: "path", label: "", kind: "image" },
        { name: "alt", label: "", kind: "text" },
      ],
      `${at}.`,
    );
  if (field.kind !== "list") return [];
  const { type } = def(schema);
  const items =
    type === "array" ? [def(schema).element as Schema] : type === "tuple" ? (def(schema).items as Schema[]) : undefined;
  if (!items || !field.item) return [`${at}: a list in the form, not in the schema`];
  return items.flatMap((item, index) =>
    fieldMismatches(unwrap(item), field.item!, `${at}[${type === "tuple" ? index : "]"}`),
  );
}

describe("the collection registry", () => {
  it.each(ENTRY_COLLECTIONS)("draws a form field for every key of %s's schema, and no other", (collection) => {
    expect(mismatches(collectionItemSchemas[collection], collectionForms[collection].fields, "")).toEqual([]);
  });

  it("finds a form field that names no schema key, and a key without a field, however deep", () => {
    const site = collectionForms.site.fields;
    const renamed = site.map((field) =>
      field.name === "coderOfTheMonth"
        ? {
            ...field,
            item: {
              ...field.item!,
              fields: field.item!.fields!.map((inner) => (inner.name === "month" ? { ...inner, name: "mon" } : inner)),
            },
          }
        : field,
    );
    expect(mismatches(collectionItemSchemas.site, renamed, "")).toEqual([
      "coderOfTheMonth[].month: schema key without a form field",
      "coderOfTheMonth[].mon: form field without a schema key",
    ]);
  });

  it("derives what the schema says: optional fields, choices and date kinds", () => {
    const field = (collection: (typeof ENTRY_COLLECTIONS)[number], name: string) =>
      collectionForms[collection].fields.find((spec) => spec.name === name);
    expect(field("faculty", "resume")).toMatchObject({ kind: "pdf", optional: true });
    expect(field("faculty", "name")?.optional).toBeUndefined();
    expect(field("internships", "category")).toMatchObject({ kind: "choice", choices: ["industry", "research"] });
    // The browser's date picker shows the reader's format: no hint claims another.
    expect(field("notices", "date")).toMatchObject({ kind: "date" });
    expect(field("notices", "date")?.hint).toBeUndefined();
    expect(field("studentAchievements", "linkedin_url")).toMatchObject({ kind: "url", optional: true });
  });

  it("carries the lengths and bounds the schema states, at every depth", () => {
    const site = collectionForms.site.fields;
    expect(site.find((spec) => spec.name === "homeCarousel")).toMatchObject({
      kind: "list",
      minLength: 10,
      maxLength: 10,
    });
    expect(site.find((spec) => spec.name === "aboutCarousel")).toMatchObject({ minLength: 1 });
    const month = site.find((spec) => spec.name === "coderOfTheMonth")!.item!.fields!;
    expect(month.find((spec) => spec.name === "year")).toMatchObject({ kind: "year", min: 2000, max: 2100 });
    expect(month.find((spec) => spec.name === "winners")).toMatchObject({ kind: "list", minLength: 1 });
    expect(collectionForms.faculty.fields.find((spec) => spec.name === "name")).toMatchObject({
      minLength: 1,
      maxLength: TITLE_MAX,
    });
    expect(collectionForms.notices.fields.find((spec) => spec.name === "title")).toMatchObject({
      minLength: 1,
      maxLength: TITLE_MAX,
    });
    expect(collectionForms.workshops.fields.find((spec) => spec.name === "details")).toMatchObject({
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
    });
    // A detail written as text or a bare number (an extension) is limited after the number became text.
    expect(collectionForms.faculty.fields.find((spec) => spec.name === "ext")).toMatchObject({
      maxLength: SHORT_TEXT_MAX,
    });
    expect(collectionForms.workshops.fields.find((spec) => spec.name === "speakers")).toMatchObject({
      kind: "lines",
      itemMaxLength: LINE_MAX,
    });
    const department = site.find((spec) => spec.name === "department")!.fields!;
    expect(department.find((spec) => spec.name === "about")).toMatchObject({
      kind: "paragraphs",
      minLength: 1,
      itemMaxLength: LONG_TEXT_MAX,
    });
    const quickLink = site.find((spec) => spec.name === "quickLinks")!.item!.fields!;
    expect(quickLink.find((spec) => spec.name === "url")).toMatchObject({ kind: "url", maxLength: URL_MAX });
    expect(collectionForms.placements.fields.find((spec) => spec.name === "year")).toMatchObject({
      kind: "year",
      min: 1900,
      max: 2200,
    });
  });

  it("makes a publication's key, left empty in the form, as a refresh would, and keeps one given", () => {
    const complete = collectionForms.publications.complete!;
    const item = {
      key: "",
      title: "Graph Colouring, Revisited",
      authors: [{ name: "A. Author" }],
      faculty: ["a-author"],
      year: 2024,
      type: "article",
      sources: [],
    };
    expect(complete(item).key).toBe("title:graph colouring revisited:2024");
    expect(complete({ ...item, doi: "10.5555/xyz.1" }).key).toBe("doi:10.5555/xyz.1");
    expect(complete({ ...item, key: "doi:10.5555/kept" }).key).toBe("doi:10.5555/kept");
    expect(collectionItemSchemas.publications["~standard"].validate(complete(item))).toMatchObject({
      value: { key: "title:graph colouring revisited:2024" },
    });
    // Without a title or a year there is nothing to make it from: the schema names what is missing.
    expect(complete({ ...item, year: "" }).key).toBe("");
  });

  it("gives every list collection an API route and a place in the search order", () => {
    for (const name of LIST_COLLECTIONS) expect(apiRoutes).toHaveProperty([name]);
    expect([...SEARCH_ORDER].sort()).toEqual([...LIST_COLLECTIONS].sort());
  });

  it("declares the site content as the single entry: its own editor address, always on the site", () => {
    expect(ENTRY_COLLECTIONS.filter(isSingleEntry)).toEqual(["site"]);
    expect(editorAddress("site")).toBe("#/site");
    expect(editorAddress("site", "any-id")).toBe("#/site");
    expect(editorAddress("notices")).toBe("#/c/notices");
    expect(editorAddress("notices", "n1")).toBe("#/e/n1");
  });

  it("declares the faculty ids a publication names, with where each is", () => {
    const refs = entryDeclarations.publications.facultyRefs!({
      key: "doi:10.1/x",
      title: "A work",
      year: 2024,
      type: "article",
      faculty: ["ilona-varekar"],
      authors: [{ name: "I. Varekar", faculty: "ilona-varekar" }, { name: "A. Guest" }],
      sources: [],
    });
    expect(refs).toEqual([
      { path: ["faculty", 0], id: "ilona-varekar" },
      { path: ["authors", 0, "faculty"], id: "ilona-varekar" },
    ]);
    expect(ENTRY_COLLECTIONS.filter((name) => entryDeclarations[name].refreshed)).toEqual(["publications"]);
  });
});
