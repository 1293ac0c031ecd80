import { describe, expect, it } from "vitest";
import { normaliseDoi, normaliseTitle, publicationKey } from "./publication-keys.js";

describe("normaliseDoi", () => {
  it("strips resolver prefixes, case and spaces", () => {
    expect(normaliseDoi("https://doi.org/10.1000/ABC.123")).toBe("10.1000/abc.123");
    expect(normaliseDoi("http://dx.doi.org/10.1000/xyz")).toBe("10.1000/xyz");
    expect(normaliseDoi("DOI: 10.1145/3368089 .3409741")).toBe("10.1145/3368089.3409741");
    expect(normaliseDoi(" 10.48550/arXiv.2101.00001 ")).toBe("10.48550/arxiv.2101.00001");
  });

  it("refuses strings that are not DOIs", () => {
    expect(normaliseDoi("")).toBeUndefined();
    expect(normaliseDoi("https://example.org/10.1000/x")).toBeUndefined();
    expect(normaliseDoi("10.12/short-prefix")).toBeUndefined();
    expect(normaliseDoi("10.1000/")).toBeUndefined();
  });
});

describe("normaliseTitle", () => {
  it("drops diacritics, punctuation and case", () => {
    expect(normaliseTitle("  Über  Graphs: a Survey!  ")).toBe("uber graphs a survey");
    expect(normaliseTitle("Ångström-scale—Imaging (2nd ed.)")).toBe("angstrom scale imaging 2nd ed");
  });

  it("keeps letters of other scripts", () => {
    expect(normaliseTitle("गणित और कंप्यूटर")).toBe(normaliseTitle("गणित  और  कंप्यूटर"));
  });

  it("keeps the vowel signs of Devanagari, so titles differing by a matra stay apart", () => {
    // "छात्र" (student) and "छत्र" (umbrella) differ only by the vowel sign "ा".
    expect(normaliseTitle("छात्र सूचना")).toBe("छात्र सूचना");
    expect(publicationKey({ title: "छात्र सूचना", year: 2024 })).not.toBe(
      publicationKey({ title: "छत्र सूचना", year: 2024 }),
    );
  });
});

describe("publicationKey", () => {
  it("uses the DOI when there is a valid one", () => {
    expect(publicationKey({ doi: "https://doi.org/10.1000/X", title: "T", year: 2020 })).toBe("doi:10.1000/x");
  });

  it("falls back to title and year", () => {
    expect(publicationKey({ title: "Deep Nets, Revisited", year: 2021 })).toBe("title:deep nets revisited:2021");
    expect(publicationKey({ doi: "not a doi", title: "Deep nets revisited.", year: 2021 })).toBe(
      "title:deep nets revisited:2021",
    );
  });
});
