/**
 * DBLP: GET {base}/pid/{pid}.xml answers a person's page as XML: a <dblpperson> with one <r> per
 * record, whose element name is the record's kind (article, inproceedings, incollection, book,
 * proceedings, phdthesis, mastersthesis, data), with <author pid="…"> elements, <title>, <year>,
 * <journal> or <booktitle>, and <ee> links (a doi.org one is the DOI). Parsed with fast-xml-parser.
 */
import type { PublicationType } from "@dept/contract";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";
import {
  checkedIdentifier,
  doiOf,
  linkUrl,
  sourceUrl,
  text,
  validYear,
  type Candidate,
  type CandidateAuthor,
  type FacultyIdentifiers,
} from "./candidate.js";
import type { SourceHttp } from "./http.js";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  isArray: (_name, jpath) => jpath === "dblpperson.r" || /^dblpperson\.r\.[a-z]+\.(author|ee)$/.test(String(jpath)),
  // Titles may hold inline markup (<i>, <sub>): kept as text and made plain below.
  stopNodes: ["dblpperson.r.*.title"],
});

/** An element that is text, or text with attributes. */
const node = z.union([
  z.string(),
  z.object({ "#text": z.string().optional(), "@_pid": z.string().optional(), "@_orcid": z.string().optional() }),
]);
const record = z.object({
  "@_key": z.string(),
  "@_publtype": z.string().optional(),
  author: z.array(node).optional(),
  title: node.optional(),
  year: node.optional(),
  journal: node.optional(),
  booktitle: node.optional(),
  publisher: node.optional(),
  school: node.optional(),
  ee: z.array(node).optional(),
});
const personPage = z.object({ dblpperson: z.object({ r: z.array(z.record(z.string(), record)).optional() }) });

/** DBLP's record kinds onto the collection's types; a person page's own <www> record is not a work. */
const TYPES: Record<string, PublicationType> = {
  article: "article",
  inproceedings: "conference",
  incollection: "chapter",
  book: "book",
  proceedings: "book",
  phdthesis: "thesis",
  mastersthesis: "thesis",
  data: "dataset",
};

const textOf = (value: z.infer<typeof node> | undefined) => (typeof value === "string" ? value : value?.["#text"]);

/** DBLP tells namesakes apart with a four-digit number after the name ("Jane Doe 0002"). */
const personName = (name: string) => name.replace(/\s+\d{4}$/, "");

function authorOf(value: z.infer<typeof node>): CandidateAuthor | undefined {
  const name = text(textOf(value));
  if (name === undefined) return undefined;
  const pid = typeof value === "string" ? undefined : value["@_pid"];
  const orcid = typeof value === "string" ? undefined : value["@_orcid"];
  return { name: personName(name), ...(pid ? { dblp: pid } : {}), ...(orcid ? { orcid } : {}) };
}

/** Candidates from a DBLP person page. */
export function parseDblpPerson(body: string, member: FacultyIdentifiers): Candidate[] {
  if (XMLValidator.validate(body) !== true) throw new Error("DBLP answered malformed XML");
  const parsed = personPage.safeParse(parser.parse(body));
  if (!parsed.success) throw new Error("DBLP answered an unexpected shape: no <dblpperson>");
  const candidates: Candidate[] = [];
  for (const wrapper of parsed.data.dblpperson.r ?? []) {
    for (const [kind, entry] of Object.entries(wrapper)) {
      const type = TYPES[kind];
      // DBLP ends titles with a full stop; the collection does not.
      const title = text(textOf(entry.title))?.replace(/(?<!\.)\.$/, "");
      const year = validYear(textOf(entry.year));
      if (type === undefined || title === undefined || title === "") continue;
      const links = (entry.ee ?? []).map(textOf).filter((link) => link !== undefined);
      const doi = links.map(doiOf).find((found) => found !== undefined);
      const informal = entry["@_publtype"] === "informal" || textOf(entry.journal) === "CoRR";
      candidates.push({
        source: "dblp",
        id: entry["@_key"],
        faculty: member.id,
        title,
        year,
        type: informal && type === "article" ? "preprint" : type,
        authors: (entry.author ?? []).map(authorOf).filter((author) => author !== undefined),
        venue: text(textOf(entry.journal ?? entry.booktitle ?? entry.publisher ?? entry.school)),
        doi,
        url: links.map(linkUrl).find((link) => link !== undefined),
      });
    }
  }
  return candidates;
}

/** A member's works from DBLP, when their profile has a DBLP person id. */
export async function fetchDblp(http: SourceHttp, base: string, member: FacultyIdentifiers): Promise<Candidate[]> {
  const pid = checkedIdentifier(member, "dblp").split("/").map(encodeURIComponent).join("/");
  const body = await http.get(sourceUrl(base, `pid/${pid}.xml`), "application/xml");
  return parseDblpPerson(body, member);
}
