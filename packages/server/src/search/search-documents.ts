/**
 * What site search indexes, built from the stored records (the same records the API answers
 * come from, so an import and a later publish index alike): one entry per public item, each with
 * the text of its own fields and, for an item with a PDF, the text of every page of the PDF.
 */
import { documentKey, fileLink, resumeLink, STORED_FILE_PREFIX, STORED_RESUME_PREFIX, type SearchKind } from "@dept/contract";
import type { NewContentRecord } from "../db/schema.js";

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  /** The entry's own text besides its title. */
  text: string;
  /** The site route (after '#') that shows the entry. */
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

/** The spec's hash routes the results open (docs/behaviour.md, routes). */
const ROUTES = {
  home: "/",
  about: "/about-us",
  faculty: (id: string) => `/faculty/${encodeURIComponent(id)}`,
  academics: (option: string) => `/academics/?option=${option}`,
  bos: "/BOS",
  mom: "/MOM",
  schemes: "/schemes",
  notices: "/notices",
  coderOfTheMonth: "/events/coder-of-the-month",
} as const;

const EVENT_ROUTES: Record<string, string> = {
  competitions: "/events/competitions",
  workshops: "/events/workshops",
  expertTalks: "/events/expert-talks",
  valueAddedCourses: "/events/value-added-courses",
};

const DOCUMENT_ROUTES: Record<string, string> = {
  timetable: ROUTES.academics("time-table"),
  syllabus: ROUTES.academics("syllabus"),
  results: ROUTES.academics("results"),
  mom: ROUTES.mom,
  schemes: ROUTES.schemes,
};

/** The hash of a stored file path (`/resources/resources/<hash>/<name>` or `resources/<hash>/<name>`). */
export function storedFileHash(stored: string): string {
  const rest = stored.startsWith(STORED_FILE_PREFIX) ? stored.slice(STORED_FILE_PREFIX.length) : stored.slice(STORED_RESUME_PREFIX.length);
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

export function searchEntries(records: readonly NewContentRecord[]): SearchEntry[] {
  const byCollection = new Map<string, Json[]>();
  for (const record of records) {
    const list = byCollection.get(record.collection) ?? [];
    list[record.position] = JSON.parse(record.data) as Json;
    byCollection.set(record.collection, list);
  }
  const items = (collection: string) => byCollection.get(collection) ?? [];
  const entries: SearchEntry[] = [];

  const site = items("site")[0] as
    | {
        department: { name: string; about: string[] };
        hod: { title: string; name: string; designation: string; message: string[] };
        programs: Record<string, { title: string; description: string }>;
        visionMission: { name: string; vision: string; mission: string[]; peo: string[]; po: string[]; pso: string[] }[];
        coderOfTheMonth: { month: string; year: number; winners: { year: string; name: string }[] }[];
      }
    | undefined;
  if (site) {
    entries.push({ kind: "page", title: site.hod.title, text: join(site.hod.name, site.hod.designation, site.hod.message), route: ROUTES.home });
    entries.push({
      kind: "page",
      title: `About ${site.department.name}`,
      text: join(site.department.about, Object.values(site.programs).map((program) => [program.title, program.description])),
      route: ROUTES.about,
    });
    for (const program of site.visionMission) {
      entries.push({
        kind: "page",
        title: `Vision & Mission: ${program.name}`,
        text: join(program.vision, program.mission, program.peo, program.po, program.pso),
        route: ROUTES.academics("vision-mission"),
      });
    }
    entries.push({
      kind: "page",
      title: "Coder of the Month",
      text: join(site.coderOfTheMonth.map((entry) => [`${entry.month} ${entry.year}`, entry.winners.map((winner) => [winner.name, winner.year])])),
      route: ROUTES.coderOfTheMonth,
    });
  }

  for (const member of items("faculty")) {
    const { id, name, designation, qualification, educations, sections, resume } = member as Json & { id: string; name: string; resume: string | null };
    entries.push({
      kind: "faculty",
      title: name,
      text: join(designation, qualification, educations, sections),
      route: ROUTES.faculty(id),
      ...(resume ? { pdf: { hash: storedFileHash(resume), file: resumeLink("", resume), main: false } } : {}),
    });
  }

  for (const notice of items("notices") as { title: string; file: string; date: string }[]) {
    entries.push({ kind: "notice", title: notice.title, text: notice.date, route: ROUTES.notices, pdf: filePdf(notice.file) });
  }

  for (const [collection, route] of Object.entries(EVENT_ROUTES)) {
    for (const event of items(collection) as { title: string; details: string; speaker: string; document: string }[]) {
      entries.push({ kind: "event", title: event.title, text: join(event.details, event.speaker), route, pdf: filePdf(event.document, false) });
    }
  }

  for (const document of items("bos") as { title: string; file: string }[]) {
    const key = documentKey(document.file);
    const route = `${ROUTES.bos}?doc=${key}`;
    entries.push({ kind: "document", title: document.title, text: "", route, pdf: { ...filePdf(document.file), viewerRoute: route } });
  }
  for (const [collection, route] of Object.entries(DOCUMENT_ROUTES)) {
    for (const document of items(collection) as { title: string; file: string }[]) {
      entries.push({ kind: "document", title: document.title, text: "", route, pdf: filePdf(document.file) });
    }
  }
  const yearly: [string, string, (item: Json) => string][] = [
    ["internships", "internships", (item) => `Internships (${String(item.category)}) ${String(item.year)}`],
    ["placements", "placements", (item) => `Placements ${String(item.year)}`],
    ["higherStudies", "higherStudies", (item) => `Higher Studies ${String(item.year)}`],
  ];
  for (const [collection, option, title] of yearly) {
    for (const item of items(collection)) {
      entries.push({ kind: "document", title: title(item), text: "", route: ROUTES.academics(option), pdf: filePdf(item.pdf as string) });
    }
  }

  for (const item of items("studentAchievements") as { name: string; date: string; achievement: string; details: string }[]) {
    entries.push({ kind: "achievement", title: `${item.name}: ${item.achievement}`, text: join(item.date, item.details), route: ROUTES.academics("stud_achi") });
  }
  for (const item of items("others") as { name: string; achievement: string; details: string }[]) {
    entries.push({ kind: "achievement", title: `${item.name}: ${item.achievement}`, text: item.details, route: ROUTES.academics("others") });
  }
  return entries;
}
