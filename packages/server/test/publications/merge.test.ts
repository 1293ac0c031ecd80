/** Merging candidates: grouping by DOI then title and year, the richest fields, marking members among authors. */
import { packPublication, type PackPublication } from "@dept/contract";
import { describe, expect, it } from "vitest";
import { linkUrl, type Candidate, type FacultyIdentifiers } from "../../src/publications/candidate.js";
import { buildItem, groupCandidates, markAuthors, nameSignature } from "../../src/publications/merge.js";

const members: FacultyIdentifiers[] = [
  { id: "asha-rao", name: "Dr. Asha Rao", orcid: "0000-0002-1825-0097", openalex: "A5000000001", dblp: "12/3456" },
  { id: "bilal-khan", name: "Bilal Khan", openalex: "A5000000002" },
];

const candidate = (overrides: Partial<Candidate> & Pick<Candidate, "source" | "id">): Candidate => ({
  faculty: "asha-rao",
  title: "Graphs at Scale",
  year: 2021,
  type: "article",
  authors: [],
  ...overrides,
});

describe("groupCandidates", () => {
  it("groups by DOI, then joins DOI-less candidates by title and year", () => {
    const groups = groupCandidates([
      candidate({ source: "orcid", id: "1", doi: "10.1000/a" }),
      candidate({ source: "openalex", id: "W1", doi: "10.1000/a", title: "Graphs at scale" }),
      candidate({ source: "dblp", id: "conf/x/1", title: "Graphs at Scale." }),
      candidate({ source: "dblp", id: "conf/x/2", title: "Graphs at Scale", year: 2022 }),
      candidate({ source: "orcid", id: "2", doi: "10.1000/b", title: "Another" }),
    ]);
    expect(groups.map((g) => g.map((c) => c.id))).toEqual([["1", "W1", "conf/x/1"], ["2"], ["conf/x/2"]]);
  });

  it("keeps two DOIs apart even when their titles agree", () => {
    const groups = groupCandidates([
      candidate({ source: "openalex", id: "W1", doi: "10.1000/a", title: "Editorial" }),
      candidate({ source: "openalex", id: "W2", doi: "10.1000/b", title: "Editorial" }),
    ]);
    expect(groups).toHaveLength(2);
  });
});

describe("marking members among authors", () => {
  it("matches by family name and initial, honorifics and comma order aside", () => {
    expect(nameSignature("Dr. Asha Rao")).toBe("rao:a");
    expect(nameSignature("Rao, A.")).toBe("rao:a");
    expect(nameSignature("A. Rao")).toBe("rao:a");
    expect(nameSignature("Rao")).toBeUndefined();
  });

  it("marks by a source's own id first, by name only for the item's members, each member once", () => {
    const { authors, found } = markAuthors(
      [{ name: "A. Rao" }, { name: "B. Khan" }, { name: "Bilal K.", openalex: "A5000000002" }, { name: "Asha Rao" }],
      members,
      new Set(["asha-rao"]),
    );
    expect(authors).toEqual([
      { name: "A. Rao", faculty: "asha-rao" },
      { name: "B. Khan" },
      { name: "Bilal K.", faculty: "bilal-khan" },
      { name: "Asha Rao" },
    ]);
    expect(found).toEqual(["asha-rao", "bilal-khan"]);
  });
});

describe("buildItem", () => {
  const group = [
    candidate({
      source: "orcid",
      id: "7",
      doi: "10.1000/a",
      title: "Graphs at Scale",
      venue: "J. Graphs",
      type: "other",
    }),
    candidate({
      source: "openalex",
      id: "W1",
      doi: "10.1000/a",
      title: "Graphs at scale",
      type: "conference",
      authors: [
        { name: "Asha Rao", openalex: "A5000000001" },
        { name: "Bilal Khan", openalex: "A5000000002" },
      ],
    }),
    candidate({
      source: "openalex",
      id: "W1",
      doi: "10.1000/a",
      faculty: "bilal-khan",
      title: "Graphs at scale",
      type: "conference",
      authors: [],
    }),
  ];

  it("takes the richest fields, keeps every source once and both co-authoring members", () => {
    expect(buildItem(group, members)).toEqual({
      key: "doi:10.1000/a",
      title: "Graphs at scale",
      authors: [
        { name: "Asha Rao", faculty: "asha-rao" },
        { name: "Bilal Khan", faculty: "bilal-khan" },
      ],
      faculty: ["asha-rao", "bilal-khan"],
      year: 2021,
      type: "conference",
      venue: "J. Graphs",
      doi: "10.1000/a",
      sources: [
        { source: "openalex", id: "W1" },
        { source: "orcid", id: "7" },
      ],
    });
  });

  it("lists no authors when no source gives them, never the member's name", () => {
    const item = buildItem([candidate({ source: "orcid", id: "9", title: "Solo" })], members);
    expect(item.authors).toEqual([]);
    expect(item.faculty).toEqual(["asha-rao"]);
  });

  const previous: PackPublication = {
    key: "title:graphs at scale:2021",
    title: "Graphs at Scale (extended)",
    authors: [{ name: "Asha Rao", faculty: "asha-rao" }, { name: "Kim Lee" }],
    faculty: ["asha-rao"],
    year: 2021,
    type: "article",
    venue: "Old Venue",
    sources: [{ source: "dblp", id: "conf/x/1" }],
  };

  it("keeps the previous key and sources, filling only what no source gave", () => {
    const item = buildItem([candidate({ source: "orcid", id: "7", title: "Graphs at Scale" })], members, previous);
    expect(item).toMatchObject({
      key: "title:graphs at scale:2021",
      title: "Graphs at Scale",
      venue: "Old Venue",
      authors: previous.authors,
    });
    expect(item.sources).toEqual([
      { source: "dblp", id: "conf/x/1" },
      { source: "orcid", id: "7" },
    ]);
  });

  it("keeps the editor's Selected and Hidden marks", () => {
    const marked = { ...previous, selected: true, hidden: false };
    const item = buildItem([candidate({ source: "orcid", id: "7", title: "Graphs at Scale" })], members, marked);
    expect(item).toMatchObject({ selected: true, hidden: false });
  });

  it("takes each field by its precedence, whatever order the sources come in", () => {
    const sources = [
      candidate({
        source: "orcid",
        id: "7",
        title: "graphs at scale.",
        year: 2021,
        doi: "10.1000/a",
        venue: "ORCID venue",
      }),
      candidate({ source: "openalex", id: "W1", title: "Graphs at Scale", year: 2020, doi: "10.1000/a", venue: "OA" }),
      candidate({
        source: "crossref",
        id: "10.1000/a",
        title: "Graphs at Scale: Crossref",
        year: 2021,
        doi: "10.1000/a",
      }),
      candidate({
        source: "dblp",
        id: "j/x/1",
        title: "Graphs at Scale.",
        year: 2021,
        doi: "10.1000/a",
        venue: "DBLP",
      }),
    ];
    const forward = buildItem(sources, members);
    expect(buildItem([...sources].reverse(), members)).toEqual(forward);
    expect(forward).toMatchObject({ title: "Graphs at Scale: Crossref", year: 2021, venue: "OA" });
    const withoutCrossref = buildItem(sources.slice(0, 2), members);
    expect(withoutCrossref).toMatchObject({ title: "Graphs at Scale", year: 2021, venue: "OA" });
  });
});

describe("what the collection accepts", () => {
  it("drops a link the contract refuses, and cuts an over-long title, venue and author with an ellipsis", () => {
    for (const bad of [
      'https://example.org/a"b',
      "https://example.org/<x>",
      "https://example.org/{x}",
      "https://example.org/a|b",
      "https://example.org/a^b",
      `https://example.org/${"a".repeat(2_000)}`,
    ]) {
      expect(linkUrl(bad), bad).toBeUndefined();
    }
    expect(linkUrl(" https://example.org/paper ")).toBe("https://example.org/paper");
    const item = buildItem(
      [
        candidate({
          source: "openalex",
          id: "W9",
          title: "T".repeat(1_200),
          venue: "V".repeat(1_100),
          authors: [{ name: "N".repeat(400) }],
        }),
      ],
      members,
    );
    expect(item.title).toHaveLength(1_000);
    expect(item.title.endsWith("T…")).toBe(true);
    expect(item.venue).toHaveLength(1_000);
    expect(item.authors[0]!.name).toHaveLength(300);
    expect(item.authors[0]!.name.endsWith("…")).toBe(true);
    expect(packPublication.safeParse(item).success).toBe(true);
  });
});
