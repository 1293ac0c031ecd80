/**
 * What site search indexes, built from the stored records (the same records the API answers
 * come from, so an import and a later publish index alike): one entry per public item and site
 * language, each with the text of its own fields in that language (English where a translation is
 * missing, as the answers show it) and, for an item with a PDF, the text of every page of the PDF
 * that language's answer links (the English PDF where there is no other).
 */
import {
  documentKey,
  isSiteContent,
  facultyPageRoute,
  fileLink,
  isFallback,
  languagesOf,
  localizeRecord,
  pagePath,
  publicCollections,
  publication,
  PUBLICATIONS_COLLECTION,
  resumeLink,
  SEARCH_ORDER,
  SITE_PATHS,
  STORED_FILE_PREFIX,
  STORED_RESUME_PREFIX,
  type CollectionFamily,
  type Language,
  type PublicCollection,
  type SearchKind,
} from "@dept/contract";
import { SERVER_TEXTS } from "../texts.js";

export interface SearchEntry {
  /** The site language whose index holds the entry. */
  lang: Language;
  /** "en" when the title is English in another language's index (a missing translation, or a text never translated). */
  titleLang?: "en";
  kind: SearchKind;
  title: string;
  /** The entry's own text besides its title. */
  text: string;
  /** The site's path (with its query) that shows the entry: `/faculty/3`, `/academics/syllabus`, `/BOS?doc=KEY`. */
  route: string;
  /**
   * The entry's PDF: its content hash and path on the API; `viewerRoute` for a BOS document, the
   * route that opens it in the viewer (`&page=N` opens it at a page); `main` when the PDF is the
   * entry (a notice, a document), not an attachment of it (an event's, a faculty member's resume).
   */
  pdf?: { hash: string; file: string; main: boolean; viewerRoute?: string };
}

/** A PDF's pages' text; null when pdf.js could not read it. */
export type PdfTexts = ReadonlyMap<string, readonly string[] | null>;

type Json = Record<string, unknown>;

/** An entry as a family makes it, before its language is known. */
type FamilyEntry = Omit<SearchEntry, "lang" | "titleLang">;

/**
 * The translatable fields a family's title is made of; an empty list when the title is the
 * registry's English words (an internship's, a yearly report's), English in every language.
 */
const TITLE_FIELDS: Record<CollectionFamily, string[]> = {
  notice: ["title"],
  event: ["title"],
  titledFile: ["title"],
  internship: [],
  yearlyReport: [],
  other: ["name", "achievement"],
  achievement: ["name", "achievement"],
};

/** The site's own pages the results open (docs/behaviour.md, routes); each collection's page is in the registry. */
const ROUTES = {
  home: SITE_PATHS.home,
  about: SITE_PATHS.about,
  visionMission: SITE_PATHS.academics,
  coderOfTheMonth: SITE_PATHS.coderOfTheMonth,
} as const;

/** The hash of a stored file path (`/resources/resources/<hash>/<name>` or `resources/<hash>/<name>`). */
export function storedFileHash(stored: string): string {
  const rest = stored.startsWith(STORED_FILE_PREFIX)
    ? stored.slice(STORED_FILE_PREFIX.length)
    : stored.slice(STORED_RESUME_PREFIX.length);
  return rest.slice(0, rest.indexOf("/"));
}

/** Every string in `value` (nested lists and records), one per line. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const join = (...parts: unknown[]) => parts.flatMap(strings).join("\n");

const filePdf = (stored: string, main = true) => ({ hash: storedFileHash(stored), file: fileLink("", stored), main });

/** One list item's search entry, by its collection's family (items in their API shape). */
const familyEntries: Record<CollectionFamily, (item: Json, collection: PublicCollection) => FamilyEntry> = {
  notice: (item, { page }) => ({
    kind: "notice",
    title: String(item.title),
    text: String(item.date),
    route: pagePath(page),
    pdf: filePdf(item.file as string),
  }),
  event: (item, { page }) => ({
    kind: "event",
    title: String(item.title),
    text: join(item.details, item.speaker),
    route: pagePath(page),
    pdf: filePdf(item.document as string, false),
  }),
  titledFile: (item, { page, viewer }) => {
    if (!viewer)
      return {
        kind: "document",
        title: String(item.title),
        text: "",
        route: pagePath(page),
        pdf: filePdf(item.file as string),
      };
    const route = `${pagePath(page)}?doc=${documentKey(item.file as string)}`;
    return {
      kind: "document",
      title: String(item.title),
      text: "",
      route,
      pdf: { ...filePdf(item.file as string), viewerRoute: route },
    };
  },
  internship: (item, { title, page }) => ({
    kind: "document",
    title: `${title} (${String(item.category)}) ${String(item.year)}`,
    text: "",
    route: pagePath(page),
    pdf: filePdf(item.pdf as string),
  }),
  yearlyReport: (item, { title, page }) => ({
    kind: "document",
    title: `${title} ${String(item.year)}`,
    text: "",
    route: pagePath(page),
    pdf: filePdf(item.pdf as string),
  }),
  other: (item, { page }) => ({
    kind: "achievement",
    title: `${String(item.name)}: ${String(item.achievement)}`,
    text: join(item.details),
    route: pagePath(page),
  }),
  achievement: (item, { page }) => ({
    kind: "achievement",
    title: `${String(item.name)}: ${String(item.achievement)}`,
    text: join(item.date, item.details),
    route: pagePath(page),
  }),
};

type StoredRecord = { collection: string; position: number; data: Json };

/**
 * `records`: the public records (publishing/records.ts), their data read. The entries of every
 * site language, English first (a one-language site's are exactly those of before languages).
 */
export function searchEntries(records: readonly StoredRecord[]): SearchEntry[] {
  const site = records.find(isSiteContent)?.data as { languages?: string[] } | undefined;
  return languagesOf(site).flatMap((lang) => languageEntries(records, lang));
}

/** One language's entries, made from the records as that language's answers show them. */
function languageEntries(records: readonly StoredRecord[], lang: Language): SearchEntry[] {
  const byCollection = new Map<string, Json[]>();
  for (const record of records) {
    const list = byCollection.get(record.collection) ?? [];
    list[record.position] = localizeRecord(record.data, lang);
    byCollection.set(record.collection, list);
  }
  const items = (collection: string) => byCollection.get(collection) ?? [];
  const entries: SearchEntry[] = [];
  // In another language, a title is English when every translatable part of it fell back (or it has none).
  const english = (item: Json, paths: string[]): Pick<SearchEntry, "titleLang"> =>
    lang !== "en" && paths.every((path) => isFallback(item, path)) ? { titleLang: "en" } : {};
  const add = (entry: FamilyEntry, item: Json, titlePaths: string[]) =>
    entries.push({ lang, ...english(item, titlePaths), ...entry });
  const titles = SERVER_TEXTS[lang];

  const site = items("site")[0] as
    | {
        department: { name: string; about: string[] };
        hod: { title: string; name: string; designation: string; message: string[] };
        programs: Record<string, { title: string; description: string }>;
        visionMission: {
          name: string;
          vision: string;
          mission: string[];
          peo: string[];
          po: string[];
          pso: string[];
        }[];
        coderOfTheMonth: { month: string; year: number; winners: { year: string; name: string }[] }[];
      }
    | undefined;
  if (site) {
    const siteJson = site as unknown as Json;
    add(
      {
        kind: "page",
        title: site.hod.title,
        text: join(site.hod.name, site.hod.designation, site.hod.message),
        route: ROUTES.home,
      },
      siteJson,
      ["hod.title"],
    );
    const about = join(
      site.department.about,
      Object.values(site.programs).map((program) => [program.title, program.description]),
    );
    // The titles of the site's own pages hold the language's own words: never wholly English.
    entries.push({ lang, kind: "page", title: titles.about(site.department.name), text: about, route: ROUTES.about });
    for (const program of site.visionMission) {
      const text = join(program.vision, program.mission, program.peo, program.po, program.pso);
      entries.push({
        lang,
        kind: "page",
        title: titles.visionMission(program.name),
        text,
        route: ROUTES.visionMission,
      });
    }
    const winners = site.coderOfTheMonth.map((entry) => [
      `${entry.month} ${entry.year}`,
      entry.winners.map((winner) => [winner.name, winner.year]),
    ]);
    entries.push({
      lang,
      kind: "page",
      title: titles.coderOfTheMonth,
      text: join(winners),
      route: ROUTES.coderOfTheMonth,
    });
  }

  for (const member of items("faculty")) {
    const { id, name, designation, qualification, educations, sections, resume } = member as Json & {
      id: string;
      name: string;
      resume: string | null;
    };
    const pdf = resume ? { pdf: { hash: storedFileHash(resume), file: resumeLink("", resume), main: false } } : {};
    add(
      {
        kind: "faculty",
        title: name,
        text: join(designation, qualification, educations, sections),
        route: facultyPageRoute(id),
        ...pdf,
      },
      member,
      ["name"],
    );
  }

  for (const name of SEARCH_ORDER) {
    const collection: PublicCollection = publicCollections[name];
    for (const item of items(name))
      add(familyEntries[collection.family](item, collection), item, TITLE_FIELDS[collection.family]);
  }

  // A publication opens on the profile of its first faculty member, which lists it. Its title is never translated.
  for (const record of items(PUBLICATIONS_COLLECTION)) {
    const item = publication.parse(record);
    const text = join(
      item.authors.map((author) => author.name),
      item.venue ?? "",
      String(item.year),
      item.doi ?? "",
    );
    add({ kind: "publication", title: item.title, text, route: facultyPageRoute(item.faculty[0] ?? "") }, record, []);
  }
  return entries;
}
