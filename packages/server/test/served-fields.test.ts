/**
 * No field is lost (issue 37): for every collection and the site content, an entry with every
 * field of its pack schema filled (test/support/marked-entries.ts) is published by the real record
 * builder and answer builder, and every field's value reaches an answer in every language, unless
 * the collection's served shape names it in `notServed` with its reason. A pack key added with a
 * form label but no served shape fails here.
 */
import {
  collectionForms,
  EDITABLE_COLLECTIONS,
  LANGUAGES,
  servedCollections,
  siteServed,
  type EditableCollection,
  type Language,
} from "@dept/contract";
import { describe, expect, it } from "vitest";
import { buildSnapshots, type ContentSnapshot } from "../src/api/build-snapshot.js";
import { collectionRecords, siteRecords, storedFileName, type PackBlobs } from "../src/publishing/records.js";
import { markedEntry, type MarkedEntry } from "./support/marked-entries.js";

const collections = EDITABLE_COLLECTIONS.map((name, index) => ({
  name,
  entry: markedEntry(collectionForms[name].fields, {}, `zq${index}q`),
  notServed: servedCollections.find((served) => served.name === name)!.served.notServed ?? {},
}));
const site = markedEntry(collectionForms.site.fields, { languages: ["en", "hi"] }, "zqsiteq");
// The two programs' names are fixed by the schema: the only values not marked.
const PROGRAMS = ["Computer Science And Engineering", "Masters in Computer Applications"];
(site.data.visionMission as { name: string }[]).forEach((program, index) => (program.name = PROGRAMS[index]!));
site.markers = site.markers.filter(({ path }) => path !== "visionMission.name");

function blobsOf(entries: MarkedEntry[]): PackBlobs {
  const blobs: PackBlobs = { files: new Map(), images: new Map(), imageSizes: new Map() };
  for (const entry of entries) {
    for (const path of entry.files) {
      blobs.files.set(path, { hash: "f".repeat(32), name: storedFileName(path), contentType: "application/pdf" });
    }
    for (const path of entry.images) {
      blobs.images.set(path, path.slice(path.lastIndexOf("/") + 1, path.lastIndexOf(".")));
      blobs.imageSizes.set(path, { width: 800, height: 600 });
    }
  }
  return blobs;
}

/** Every answer of a snapshot as one text. */
function answersOf(snapshot: ContentSnapshot): string {
  const bodies = [...snapshot.responses.values(), ...snapshot.facultyDetails.values()].map((answer) =>
    String(answer.answers.identity.body),
  );
  return [...bodies, JSON.stringify(snapshot.publications), JSON.stringify(snapshot.site?.value)].join("\n");
}

describe("every pack field reaches an answer", async () => {
  const blobs = blobsOf([site, ...collections.map(({ entry }) => entry)]);
  const entries = Object.fromEntries(collections.map(({ name, entry }) => [name, [entry.data]])) as Record<
    EditableCollection,
    unknown[]
  >;
  const records = [...siteRecords(site.data as never, blobs), ...collectionRecords(entries, blobs)];
  const snapshots = await buildSnapshots(
    { version: 1, importedAt: undefined, records, files: [], variants: [], blobs: [] },
    { legacyInlineImages: false, store: undefined as never },
    LANGUAGES,
  );
  const answers = new Map<Language, string>();
  for (const [lang, snapshot] of snapshots) answers.set(lang, answersOf(snapshot));

  const lost = (entry: MarkedEntry, notServed: Readonly<Record<string, string>>) =>
    LANGUAGES.flatMap((lang) =>
      entry.markers
        .filter(({ path }) => !(path.split(".")[0]! in notServed))
        .filter(({ text }) => !answers.get(lang)!.includes(typeof text === "string" ? text : text[lang]))
        .map(({ path }) => `${path} (${lang})`),
    );

  it.each(collections)("$name: served or named in notServed", ({ entry, notServed }) => {
    expect(lost(entry, notServed)).toEqual([]);
  });

  it("the site content: served or named in notServed", () => {
    expect(lost(site, siteServed.notServed)).toEqual([]);
  });

  it.each(collections)(
    "$name: notServed names only fields of its form, each a field no answer shows",
    ({ name, entry, notServed }) => {
      const fields = collectionForms[name].fields.map((field) => field.name);
      expect(Object.keys(notServed).filter((key) => !fields.includes(key))).toEqual([]);
      const shown = Object.keys(notServed).filter((key) =>
        entry.markers.some(
          ({ path, text }) =>
            path.split(".")[0] === key &&
            LANGUAGES.some((lang) => answers.get(lang)!.includes(typeof text === "string" ? text : text[lang])),
        ),
      );
      expect(shown).toEqual([]);
    },
  );
});
