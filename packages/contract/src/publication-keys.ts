/**
 * How a publication is identified across sources: a normalised DOI when it has one, otherwise its
 * normalised title and year. The refresh merges duplicates by these keys and stores entries by them.
 */

import { foldText } from "./fold-text.js";

const DOI_SHAPE = /^10\.\d{4,9}\/\S+$/;
const DOI_PREFIXES = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/;

/** A DOI in its canonical form (lowercase, no resolver prefix, no spaces), or undefined if it is none. */
export function normaliseDoi(raw: string): string | undefined {
  let doi = raw.trim().toLowerCase().replace(/\s+/g, "");
  while (DOI_PREFIXES.test(doi)) doi = doi.replace(DOI_PREFIXES, "");
  return DOI_SHAPE.test(doi) ? doi : undefined;
}

/**
 * A title folded as site search folds text (`foldText`: Latin accents dropped, the vowel signs and
 * viramas of Indic scripts kept), its words of letters, marks and digits separated by single spaces.
 */
export function normaliseTitle(title: string): string {
  return foldText(title)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** "doi:<normalised doi>" when the DOI is valid, otherwise "title:<normalised title>:<year or undated>". */
export function publicationKey(item: { doi?: string | undefined; title: string; year?: number | undefined }): string {
  const doi = item.doi === undefined ? undefined : normaliseDoi(item.doi);
  return doi === undefined ? `title:${normaliseTitle(item.title)}:${item.year ?? "undated"}` : `doi:${doi}`;
}
