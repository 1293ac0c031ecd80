import { parse, type Entry } from "@retorquere/bibtex-parser";
import { describe, expect, it } from "vitest";
import { baseCiteKey, bibtexEntry, bibtexList, citeKeys } from "./bibtex.js";
import { PUBLICATION_TYPES } from "./publication-filters.js";
import type { Publication } from "./publication-shape.js";

function publication(overrides: Partial<Publication> = {}): Publication {
  return {
    key: "doi:10.5555/graph.2024.1",
    title: "Graph Sparsification for Campus Networks",
    authors: [{ name: "Ilona Varekar", faculty: "ilona-varekar" }, { name: "Jonas Ekström" }],
    faculty: ["ilona-varekar"],
    year: 2024,
    type: "article",
    venue: "Journal of Imaginary Networks",
    doi: "10.5555/graph.2024.1",
    url: null,
    ...overrides,
  };
}

/** Parses with a real BibTeX parser (Better BibTeX's), failing on any parse error. */
function parseBib(text: string): Entry[] {
  const library = parse(text, { english: false, sentenceCase: false, caseProtection: false });
  expect(library.errors).toEqual([]);
  return library.entries;
}

describe("bibtexEntry", () => {
  it("writes an article that parses back with its fields", () => {
    const [entry] = parseBib(bibtexEntry(publication()));
    expect(entry?.type).toBe("article");
    expect(entry?.key).toBe("varekar2024graph");
    expect(entry?.fields.title).toBe("Graph Sparsification for Campus Networks");
    expect(entry?.fields.journal).toBe("Journal of Imaginary Networks");
    expect(entry?.fields.year).toBe("2024");
    expect(entry?.fields.doi).toBe("10.5555/graph.2024.1");
    expect(entry?.fields.author).toEqual([
      { firstName: "Ilona", lastName: "Varekar" },
      { firstName: "Jonas", lastName: "Ekström" },
    ]);
  });

  it("escapes every special character, so the text comes back as written", () => {
    const title = "Costs & 50% of $10 for #1 my_var {set} ~tilde ^caret back\\slash";
    const venue = "Proc. of R&D_Days #3";
    const text = bibtexEntry(publication({ title, venue }));
    expect(text).toContain(
      "Costs \\& 50\\% of \\$10 for \\#1 my\\_var \\{set\\} \\textasciitilde{}tilde \\textasciicircum{}caret back\\textbackslash{}slash",
    );
    const [entry] = parseBib(text);
    expect(entry?.fields.title).toBe(title);
    expect(entry?.fields.journal).toBe(venue);
  });

  it("keeps non-ASCII text as UTF-8 and collapses line breaks", () => {
    const title = "Über Graphen:\n  कंप्यूटर विज्ञान — 数据";
    const text = bibtexEntry(publication({ title, authors: [{ name: "Zoë Ñúñez" }] }));
    expect(text).toContain("Über Graphen: कंप्यूटर विज्ञान — 数据");
    const [entry] = parseBib(text);
    expect(entry?.fields.title).toBe("Über Graphen: कंप्यूटर विज्ञान — 数据");
    expect(entry?.fields.author).toEqual([{ firstName: "Zoë", lastName: "Ñúñez" }]);
    expect(entry?.key).toBe("nunez2024uber");
  });

  it("keeps an author named with 'and' as one author, and reads 'Family, Given'", () => {
    const authors = [{ name: "Centre for Data and Society" }, { name: "Rethwal, Padmaja" }];
    const [entry] = parseBib(bibtexEntry(publication({ authors })));
    expect(entry?.fields.author).toEqual([
      { name: "Centre for Data and Society" },
      { firstName: "Padmaja", lastName: "Rethwal" },
    ]);
  });

  it("writes {Family}, Given, so particles and multi-word family names stay whole", () => {
    const authors = [{ name: "Zoë Van der Berg" }, { name: "Ana de la Cruz" }, { name: "Ilona Varekar" }];
    const text = bibtexEntry(publication({ authors }));
    expect(text).toContain("author = {{Van der Berg}, Zoë and {de la Cruz}, Ana and {Varekar}, Ilona}");
    const [entry] = parseBib(text);
    expect(entry?.fields.author).toEqual([
      { firstName: "Zoë", lastName: "Van der Berg" },
      // A lowercase particle is BibTeX's "von" part: read as the prefix of the same family name.
      { firstName: "Ana", prefix: "de la", lastName: "Cruz" },
      { firstName: "Ilona", lastName: "Varekar" },
    ]);
  });

  it("takes the family name a source gave: a multi-word one without a particle stays whole, and keys the entry", () => {
    const authors = [
      { name: "Gabriel García Márquez", family: "García Márquez" },
      { name: "Ilona Varekar", family: "Varekar" },
      // A family name that is not the end of the name is no split: the name is read as usual.
      { name: "Ana de la Cruz", family: "Smith" },
    ];
    const text = bibtexEntry(publication({ authors }));
    expect(text).toContain("author = {{García Márquez}, Gabriel and {Varekar}, Ilona and {de la Cruz}, Ana}");
    const [entry] = parseBib(text);
    expect(entry?.fields.author).toEqual([
      { firstName: "Gabriel", lastName: "García Márquez" },
      { firstName: "Ilona", lastName: "Varekar" },
      { firstName: "Ana", prefix: "de la", lastName: "Cruz" },
    ]);
    expect(entry?.key).toMatch(/^garciamarquez/);
  });

  it("names the members, without honorifics, when no source names the authors", () => {
    const names = new Map([["ilona-varekar", "Dr. Samuel Okonjo"]]);
    const [entry] = parseBib(bibtexEntry(publication({ authors: [] }), undefined, names));
    expect(entry?.fields.author).toEqual([{ firstName: "Samuel", lastName: "Okonjo" }]);
    expect(bibtexEntry(publication({ authors: [], year: null }))).not.toMatch(/author|year/);
  });

  it("gives each type its entry type and venue field", () => {
    const expected = {
      article: ["article", "journal"],
      conference: ["inproceedings", "booktitle"],
      chapter: ["incollection", "booktitle"],
      book: ["book", "publisher"],
      preprint: ["misc", "howpublished"],
      thesis: ["misc", "howpublished"],
      dataset: ["misc", "howpublished"],
      other: ["misc", "howpublished"],
    } as const;
    for (const type of PUBLICATION_TYPES) {
      const [entryType, venueField] = expected[type];
      const [entry] = parseBib(bibtexEntry(publication({ type, venue: "Venue" })));
      expect(entry?.type).toBe(entryType);
      expect(entry?.fields[venueField]).toEqual(venueField === "publisher" ? ["Venue"] : "Venue");
    }
    const [preprint] = parseBib(bibtexEntry(publication({ type: "preprint" })));
    expect(preprint?.fields.note).toBe("Preprint");
  });

  it("leaves out what the publication does not have, and writes only http(s) URLs", () => {
    const bare = bibtexEntry(publication({ venue: null, doi: null, url: "javascript:alert(1)" }));
    expect(bare).not.toMatch(/journal|doi|url/);
    const [entry] = parseBib(bibtexEntry(publication({ url: "https://example.org/a_b?x=1&y=%7E" })));
    expect(entry?.fields.url).toBe("https://example.org/a_b?x=1&y=%7E");
  });

  it("percent-encodes braces and backslashes in verbatim fields", () => {
    const text = bibtexEntry(publication({ doi: "10.5555/a{b}\\c" }));
    expect(text).toContain("doi = {10.5555/a%7Bb%7D%5Cc}");
    expect(parseBib(text)).toHaveLength(1);
  });
});

describe("cite keys", () => {
  it("skips small words and folds to ASCII", () => {
    expect(baseCiteKey(publication({ title: "On the Théorie of Everything" }))).toBe("varekar2024theorie");
    expect(baseCiteKey(publication({ authors: [{ name: "数据" }], title: "!!!" }))).toBe("anon2024");
  });

  it("are unique in a list and do not depend on its order", () => {
    const first = publication({ key: "doi:10.5555/b", title: "Graph colouring" });
    const second = publication({ key: "doi:10.5555/a", title: "Graph drawing" });
    const other = publication({ key: "doi:10.5555/c", title: "Trees", year: 2023 });
    const keys = citeKeys([first, second, other]);
    expect(keys.get("doi:10.5555/a")).toBe("varekar2024grapha");
    expect(keys.get("doi:10.5555/b")).toBe("varekar2024graphb");
    expect(keys.get("doi:10.5555/c")).toBe("varekar2023trees");
    expect(citeKeys([other, second, first])).toEqual(keys);
  });
});

describe("bibtexList", () => {
  it("writes every publication once, in order, with unique keys", () => {
    const items = Array.from({ length: 30 }, (_, index) =>
      publication({ key: `doi:10.5555/item.${index}`, title: `Graph study ${index}`, year: 2020 + (index % 3) }),
    );
    const entries = parseBib(bibtexList(items));
    expect(entries).toHaveLength(30);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(30);
    expect(entries.map((entry) => entry.fields.title)).toEqual(items.map((item) => item.title));
  });

  it("is empty for no publications", () => {
    expect(bibtexList([])).toBe("");
  });
});
