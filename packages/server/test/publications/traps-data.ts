/**
 * Fake answers with the traps the real sources have (issue 35), in their real formats: an ORCID
 * v3.0 works answer with grouped summaries and null publication-dates, OpenAlex works whose year is
 * the online-first one and whose titles are lower-case, Crossref `issued` dates and a 404 for a
 * DataCite DOI, and a DBLP person page in XML with a particle family name. Two members: Priya
 * (ORCID + OpenAlex) and Zoë (DBLP only). `TRAPS_EXPECTED` is what a refresh must list.
 */
import { emptyData, type FakeData } from "./fake-sources.js";

export const PRIYA_ORCID = "0000-0002-1825-0097";
export const PRIYA_OPENALEX = "A5000000111";
export const ZOE_DBLP = "v/ZoeVanderBerg";

const doiIds = (doi: string) => ({
  "external-id": [
    {
      "external-id-type": "doi",
      "external-id-value": doi,
      "external-id-normalized": { value: doi, transient: true },
      "external-id-url": { value: `https://doi.org/${doi}` },
      "external-id-relationship": "self",
    },
  ],
});

const summary = (putCode: number, title: string, year: string | null, doi?: string, type = "journal-article") => ({
  "put-code": putCode,
  "created-date": { value: 1504067200000 },
  title: { title: { value: title }, subtitle: null, "translated-title": null },
  "external-ids": doi ? doiIds(doi) : { "external-id": [] },
  url: null,
  type,
  "publication-date": year === null ? null : { year: { value: year }, month: null, day: null },
  "journal-title": null,
  visibility: "public",
  path: `/${PRIYA_ORCID}/work/${putCode}`,
});

const orcidWorks = {
  "last-modified-date": { value: 1704067200000 },
  group: [
    // Two summaries of one work (grouped by DOI): the first has a null date, the second dates it.
    {
      "external-ids": doiIds("10.5555/grouped"),
      "work-summary": [
        summary(2001, "graph colouring in practice.", null, "10.5555/grouped"),
        summary(2002, "Graph colouring in practice", "2018", "10.5555/grouped"),
      ],
    },
    // A null date and a DOI only Crossref dates: the work the old refresh lost.
    {
      "external-ids": doiIds("10.5555/nulldate"),
      "work-summary": [summary(2003, "Sparse cuts", null, "10.5555/nulldate")],
    },
    // No date and no DOI anywhere: kept, "Undated".
    {
      "external-ids": { "external-id": [] },
      "work-summary": [summary(2004, "Lecture notes on expanders", null, undefined, "other")],
    },
    // Online-first trap: ORCID and Crossref say 2021, OpenAlex 2020.
    {
      "external-ids": doiIds("10.5555/onlinefirst"),
      "work-summary": [summary(2005, "Fast matchings", "2021", "10.5555/onlinefirst")],
    },
  ],
  path: `/${PRIYA_ORCID}/works`,
};

const openalexWork = (
  id: string,
  title: string,
  year: number,
  doi: string | null,
  type: string,
  authors: string[],
) => ({
  id: `https://openalex.org/${id}`,
  doi: doi && `https://doi.org/${doi}`,
  title,
  display_name: title,
  publication_year: year,
  type,
  primary_location: { source: { display_name: "Journal of Graph Things" }, landing_page_url: null },
  authorships: authors.map((name, index) => ({
    author: {
      id: index === 0 ? `https://openalex.org/${PRIYA_OPENALEX}` : `https://openalex.org/A9${index}`,
      display_name: name,
      orcid: index === 0 ? `https://orcid.org/${PRIYA_ORCID}` : null,
    },
    raw_author_name: name,
  })),
});

const openalexWorks = [
  openalexWork("W301", "fast matchings.", 2020, "10.5555/onlinefirst", "article", ["Priya Raman", "Kofi Mensah"]),
  openalexWork("W302", "Graph colouring in practice", 2018, "10.5555/grouped", "article", ["Priya Raman"]),
  // A DataCite DOI: Crossref answers 404, remembered.
  openalexWork("W303", "Benchmark graphs", 2022, "10.5281/zenodo.424242", "dataset", ["Priya Raman"]),
];

const crossrefWork = (doi: string, title: string, issued: number, published: number, authors: [string, string][]) => ({
  DOI: doi,
  title: [title],
  author: authors.map(([given, family]) => ({ given, family, sequence: "first", affiliation: [] })),
  "container-title": ["Journal of Graph Things"],
  type: "journal-article",
  issued: { "date-parts": [[issued]] },
  published: { "date-parts": [[published]] },
  "published-online": { "date-parts": [[published, 11, 2]] },
});

const dblpPerson = `<?xml version="1.0" encoding="UTF-8"?>
<dblpperson name="Zoë Van der Berg" pid="${ZOE_DBLP}" n="2">
<person key="homepages/v/ZoeVanderBerg" mdate="2024-01-01"><author pid="${ZOE_DBLP}">Zoë Van der Berg</author></person>
<r><article key="journals/jgt/Berg22" mdate="2024-01-01">
<author pid="${ZOE_DBLP}">Zoë Van der Berg</author><author pid="m/KMensah">Kofi Mensah</author>
<title>Planar Separators Revisited.</title><pages>1-20</pages><year>2022</year><journal>J. Graph Things</journal>
<ee>https://doi.org/10.5555/planar</ee></article></r>
<r><inproceedings key="conf/gt/Berg19" mdate="2024-01-01">
<author pid="${ZOE_DBLP}">Zoë Van der Berg</author>
<title>Tree Decompositions for Everyone.</title><year>2019</year><booktitle>GT</booktitle></inproceedings></r>
</dblpperson>`;

export function trapsData(): FakeData {
  const data = emptyData();
  data.orcid.set(PRIYA_ORCID, orcidWorks);
  data.openalex.set(`authorships.author.id:${PRIYA_OPENALEX}`, openalexWorks);
  data.crossref.set(
    "10.5555/grouped",
    crossrefWork("10.5555/grouped", "Graph Colouring in Practice", 2018, 2018, [["Priya", "Raman"]]),
  );
  data.crossref.set(
    "10.5555/nulldate",
    crossrefWork("10.5555/nulldate", "Sparse Cuts", 2019, 2019, [["Priya", "Raman"]]),
  );
  data.crossref.set(
    "10.5555/onlinefirst",
    crossrefWork("10.5555/onlinefirst", "Fast Matchings", 2021, 2020, [
      ["Priya", "Raman"],
      ["Kofi", "Mensah"],
    ]),
  );
  data.crossref.set(
    "10.5555/planar",
    crossrefWork("10.5555/planar", "Planar Separators Revisited", 2022, 2022, [
      ["Zoë", "Van der Berg"],
      ["Kofi", "Mensah"],
    ]),
  );
  data.dblp.set(ZOE_DBLP, dblpPerson);
  return data;
}

/** Per member: the key, title and year (null: Undated) each work must have after a refresh. */
export const TRAPS_EXPECTED: Record<string, [string, string, number | null][]> = {
  "priya-raman": [
    ["doi:10.5281/zenodo.424242", "Benchmark graphs", 2022],
    ["doi:10.5555/grouped", "Graph Colouring in Practice", 2018],
    ["doi:10.5555/nulldate", "Sparse Cuts", 2019],
    ["doi:10.5555/onlinefirst", "Fast Matchings", 2021],
    ["title:lecture notes on expanders:undated", "Lecture notes on expanders", null],
  ],
  "zoe-van-der-berg": [
    ["doi:10.5555/planar", "Planar Separators Revisited", 2022],
    ["title:tree decompositions for everyone:2019", "Tree Decompositions for Everyone", 2019],
  ],
};
