/**
 * A generated department for the large publications test and the bench: members with an ORCID
 * iD, an OpenAlex author id and a DBLP person id, and their works in each source's own format
 * (ORCID works groups, OpenAlex works, DBLP person pages, Crossref messages), with deliberate
 * duplicates: the same DOI in ORCID and OpenAlex, the same title and year without a DOI in DBLP
 * and OpenAlex, works in all three, papers co-authored by two members, and works whose DOI only
 * Crossref describes. `expected` says what the merge must make of them.
 */
import { publicationKey } from "@dept/contract";
import type { FacultyIdentifiers } from "../../src/publications/refresh.js";
import { emptyData, type FakeData } from "./fake-sources.js";

/** An ORCID iD with its ISO 7064 MOD 11-2 check digit, from a number. */
export function orcidFor(n: number): string {
  const digits = String(n).padStart(15, "0");
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  const all = `${digits}${check === 10 ? "X" : check}`;
  return all.match(/.{4}/g)!.join("-");
}

export interface Work {
  title: string;
  year: number;
  doi?: string;
}

/** One ORCID works group, in the v3.0 format (a single work summary). */
export function orcidGroup(orcid: string, putCode: number, work: Work & { type: string; journal?: string }): unknown {
  const ids = work.doi
    ? [
        {
          "external-id-type": "doi",
          "external-id-value": work.doi,
          "external-id-normalized": { value: work.doi, transient: true },
          "external-id-normalized-error": null,
          "external-id-url": { value: `https://doi.org/${work.doi}` },
          "external-id-relationship": "self",
        },
      ]
    : [];
  return {
    "last-modified-date": { value: 1704067200000 },
    "external-ids": { "external-id": ids },
    "work-summary": [
      {
        "put-code": putCode,
        "created-date": { value: 1604067200000 },
        "last-modified-date": { value: 1704067200000 },
        source: {
          "source-orcid": { uri: `https://orcid.org/${orcid}`, path: orcid, host: "orcid.org" },
          "source-client-id": null,
          "source-name": { value: "Member" },
        },
        title: { title: { value: work.title }, subtitle: null, "translated-title": null },
        "external-ids": { "external-id": ids },
        url: null,
        type: work.type,
        "publication-date": { year: { value: String(work.year) }, month: null, day: null },
        "journal-title": work.journal ? { value: work.journal } : null,
        visibility: "public",
        path: `/${orcid}/work/${putCode}`,
        "display-index": "1",
      },
    ],
  };
}

export const orcidAnswer = (orcid: string, groups: unknown[]) => ({
  "last-modified-date": { value: 1704067200000 },
  group: groups,
  path: `/${orcid}/works`,
});

interface Person {
  name: string;
  openalex?: string;
  orcid?: string;
  dblp?: string;
}

/** One OpenAlex work. */
export function openalexWork(
  id: string,
  work: Work & { type: string; typeCrossref: string; venue: string; authors: Person[] },
): unknown {
  return {
    id: `https://openalex.org/${id}`,
    doi: work.doi ? `https://doi.org/${work.doi}` : null,
    title: work.title,
    display_name: work.title,
    publication_year: work.year,
    primary_location: {
      is_oa: false,
      landing_page_url: work.doi ? `https://doi.org/${work.doi}` : null,
      source: { id: "https://openalex.org/S1", display_name: work.venue, type: "journal" },
    },
    type: work.type,
    type_crossref: work.typeCrossref,
    authorships: work.authors.map((author, index) => ({
      author_position: index === 0 ? "first" : "middle",
      author: {
        id: `https://openalex.org/${author.openalex ?? `A59${String(index).padStart(8, "0")}`}`,
        display_name: author.name,
        orcid: author.orcid ? `https://orcid.org/${author.orcid}` : null,
      },
      institutions: [],
      raw_author_name: author.name,
    })),
  };
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One DBLP <r> record. */
export function dblpRecord(element: string, key: string, work: Work & { venue: string; authors: Person[] }): string {
  const venueTag = element === "inproceedings" ? "booktitle" : "journal";
  const authors = work.authors
    .map((a) => `<author${a.dblp ? ` pid="${a.dblp}"` : ""}>${escapeXml(a.name)}</author>`)
    .join("\n");
  const ee = work.doi ? `\n<ee>https://doi.org/${work.doi}</ee>` : "";
  return `<r><${element} key="${key}" mdate="2024-01-01">\n${authors}\n<title>${escapeXml(work.title)}.</title>\n<year>${work.year}</year>\n<${venueTag}>${escapeXml(work.venue)}</${venueTag}>${ee}\n</${element}>\n</r>`;
}

export const dblpPage = (pid: string, name: string, records: string[]) =>
  `<?xml version="1.0" encoding="US-ASCII"?>\n<dblpperson name="${escapeXml(name)}" pid="${pid}" n="${records.length}">\n<person key="homepages/${pid}" mdate="2024-01-01">\n<author pid="${pid}">${escapeXml(name)}</author>\n</person>\n${records.join("\n")}\n</dblpperson>\n`;

/** One Crossref work message. */
export const crossrefMessage = (work: Work & { authors: Person[]; venue: string }) => ({
  DOI: work.doi,
  type: "journal-article",
  title: [work.title],
  author: work.authors.map((a, index) => {
    const [given, ...family] = a.name.split(" ");
    return { given, family: family.join(" "), sequence: index === 0 ? "first" : "additional", affiliation: [] };
  }),
  "container-title": [work.venue],
  issued: { "date-parts": [[work.year, 6]] },
});

const GIVEN = ["Asha", "Bilal", "Chen", "Divya", "Elif", "Farid", "Grace", "Hiro", "Ines", "Jomo"];
const FAMILY = [
  "Rao",
  "Khan",
  "Wei",
  "Iyer",
  "Demir",
  "Nasser",
  "Okoro",
  "Tanaka",
  "Silva",
  "Kamau",
  "Novak",
  "Haddad",
  "Moreau",
  "Lindqvist",
  "Mensah",
];

export type GroupKind =
  "orcid+openalex" | "dblp+openalex" | "orcid+crossref" | "openalex" | "dblp" | "orcid+openalex+dblp" | "co-authored";

export interface ExpectedGroup {
  kind: GroupKind;
  /** The item's key: doi:… or title:…:year. */
  key: string;
  sources: string[];
  faculty: string[];
}

export interface Department {
  members: FacultyIdentifiers[];
  data: FakeData;
  /** Works listed across ORCID, OpenAlex and DBLP (Crossref answers not counted). */
  records: number;
  expected: ExpectedGroup[];
}

/** How many works of each kind a member has; `extraOpenAlex` more OpenAlex-only works for the first `extraMembers`. */
const PER_MEMBER = { orcidOpenalex: 10, dblpOpenalex: 6, crossref: 4, openalex: 8, dblp: 5, three: 4 };

export function generateDepartment(
  size: { faculty: number; extraOpenAlex?: number; extraMembers?: number } = {
    faculty: 30,
    extraOpenAlex: 5,
    extraMembers: 16,
  },
): Department {
  const data = emptyData();
  const members: FacultyIdentifiers[] = Array.from({ length: size.faculty }, (_, i) => ({
    id: `member-${i + 1}`,
    name: `${GIVEN[i % GIVEN.length]} ${FAMILY[i % FAMILY.length]}${i >= FAMILY.length ? `-${FAMILY[(i * 7) % FAMILY.length]}` : ""}`,
    orcid: orcidFor(100000 + i),
    openalex: `A5${String(100000 + i).padStart(9, "0")}`,
    dblp: `${100 + i}/${4000 + i}`,
  }));
  const person = (m: FacultyIdentifiers): Person => ({
    name: m.name,
    openalex: m.openalex,
    orcid: m.orcid,
    dblp: m.dblp,
  });
  const orcidGroups = members.map((): unknown[] => []);
  const openalex = members.map((): unknown[] => []);
  const dblp = members.map((): string[] => []);
  const expected: ExpectedGroup[] = [];
  let records = 0;
  let putCode = 10000;

  members.forEach((m, i) => {
    const coauthor: Person = { name: `Guest Author ${i + 1}` };
    const work = (kind: string, k: number, withDoi: boolean): Work => ({
      title: `Study ${kind} ${i + 1}.${k + 1} of graphs and systems`,
      year: 2000 + ((i * 7 + k) % 25),
      ...(withDoi ? { doi: `10.5555/gen.${kind}.${i + 1}.${k + 1}` } : {}),
    });
    const add = (kind: GroupKind, w: Work, sources: string[], faculty = [m.id]) =>
      expected.push({ kind, key: publicationKey(w), sources, faculty });
    const wid = (kind: number, k: number) => `W${kind}${String(i).padStart(3, "0")}${String(k).padStart(3, "0")}`;
    const oa = (id: string, w: Work, authors: Person[], proceedings = false) =>
      openalexWork(id, {
        ...w,
        type: "article",
        typeCrossref: proceedings ? "proceedings-article" : "journal-article",
        venue: "Journal of Generated Results",
        authors,
      });

    for (let k = 0; k < PER_MEMBER.orcidOpenalex; k++) {
      const w = work("a", k, true);
      orcidGroups[i]!.push(
        orcidGroup(m.orcid!, putCode++, { ...w, type: "journal-article", journal: "Journal of Generated Results" }),
      );
      openalex[i]!.push(oa(wid(1, k), w, [person(m), coauthor]));
      add("orcid+openalex", w, ["orcid", "openalex"]);
      records += 2;
    }
    for (let k = 0; k < PER_MEMBER.dblpOpenalex; k++) {
      const w = work("b", k, false);
      dblp[i]!.push(
        dblpRecord("inproceedings", `conf/gen/M${i}B${k}`, { ...w, venue: "GENCONF", authors: [person(m), coauthor] }),
      );
      // OpenAlex spells the title in lower case; normalised, it is the same title.
      openalex[i]!.push(oa(wid(2, k), { ...w, title: w.title.toLowerCase() }, [person(m), coauthor], true));
      add("dblp+openalex", w, ["dblp", "openalex"]);
      records += 2;
    }
    for (let k = 0; k < PER_MEMBER.crossref; k++) {
      const w = work("c", k, true);
      orcidGroups[i]!.push(orcidGroup(m.orcid!, putCode++, { ...w, type: "journal-article" }));
      data.crossref.set(w.doi!, crossrefMessage({ ...w, authors: [person(m), coauthor], venue: "Crossref Letters" }));
      add("orcid+crossref", w, ["orcid", "crossref"]);
      records += 1;
    }
    const openalexOnly = PER_MEMBER.openalex + (i < (size.extraMembers ?? 0) ? (size.extraOpenAlex ?? 0) : 0);
    for (let k = 0; k < openalexOnly; k++) {
      const w = work("d", k, true);
      openalex[i]!.push(oa(wid(3, k), w, [coauthor, person(m)]));
      add("openalex", w, ["openalex"]);
      records += 1;
    }
    for (let k = 0; k < PER_MEMBER.dblp; k++) {
      const w = work("e", k, true);
      dblp[i]!.push(dblpRecord("article", `journals/gen/M${i}E${k}`, { ...w, venue: "Gen. J.", authors: [person(m)] }));
      add("dblp", w, ["dblp"]);
      records += 1;
    }
    for (let k = 0; k < PER_MEMBER.three; k++) {
      const w = work("g", k, true);
      orcidGroups[i]!.push(orcidGroup(m.orcid!, putCode++, { ...w, type: "journal-article" }));
      openalex[i]!.push(oa(wid(4, k), w, [person(m)]));
      dblp[i]!.push(dblpRecord("article", `journals/gen/M${i}G${k}`, { ...w, venue: "Gen. J.", authors: [person(m)] }));
      add("orcid+openalex+dblp", w, ["orcid", "openalex", "dblp"]);
      records += 3;
    }
    // One paper with the next member: in both members' OpenAlex listings and in this member's ORCID record.
    const next = members[(i + 1) % members.length]!;
    const shared = work("f", 0, true);
    const sharedWork = oa(wid(5, 0), shared, [person(m), person(next)]);
    orcidGroups[i]!.push(orcidGroup(m.orcid!, putCode++, { ...shared, type: "journal-article" }));
    openalex[i]!.push(sharedWork);
    openalex[(i + 1) % members.length]!.push(sharedWork);
    add("co-authored", shared, ["orcid", "openalex"], [m.id, next.id].sort());
    records += 3;
  });

  members.forEach((m, i) => {
    data.orcid.set(m.orcid!, orcidAnswer(m.orcid!, orcidGroups[i]!));
    data.openalex.set(`authorships.author.id:${m.openalex}`, openalex[i]!);
    data.dblp.set(m.dblp!, dblpPage(m.dblp!, m.name, dblp[i]!));
  });
  return { members, data, records, expected };
}
