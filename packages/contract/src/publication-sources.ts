/**
 * The publication sources a refresh reads, declared once (issue 37): their names, how the editor and
 * the CLI label them, the public service each one is unless the operator points it elsewhere, and the
 * environment variable that does. The server's config, its source clients, the refresh summary's
 * schema, the pack schema's `sources` and the editor's refresh panel all read this list.
 */

/** The sources a refresh reads (a pack's items may also be "manual": a person's). */
export const REFRESH_SOURCES = ["orcid", "openalex", "crossref", "dblp"] as const;
export type RefreshSource = (typeof REFRESH_SOURCES)[number];

export interface RefreshSourceDetails {
  /** The source's name as people write it. */
  label: string;
  /** The public service's base URL. */
  defaultUrl: string;
  /** The environment variable that replaces the base URL (a mirror, or a fake server in tests). */
  urlVariable: string;
}

export const REFRESH_SOURCE_DETAILS: Record<RefreshSource, RefreshSourceDetails> = {
  orcid: { label: "ORCID", defaultUrl: "https://pub.orcid.org/v3.0", urlVariable: "PUBLICATIONS_ORCID_URL" },
  openalex: { label: "OpenAlex", defaultUrl: "https://api.openalex.org", urlVariable: "PUBLICATIONS_OPENALEX_URL" },
  crossref: { label: "Crossref", defaultUrl: "https://api.crossref.org", urlVariable: "PUBLICATIONS_CROSSREF_URL" },
  dblp: { label: "DBLP", defaultUrl: "https://dblp.org", urlVariable: "PUBLICATIONS_DBLP_URL" },
};

/** Every source an item can name: the refresh's, and "manual" for an item a person added. */
export const PUBLICATION_SOURCES = [...REFRESH_SOURCES, "manual"] as const;

/** A value per source (the base URLs, a count per source), built from the one list. */
export function perSource<T>(value: (source: RefreshSource) => T): Record<RefreshSource, T> {
  return Object.fromEntries(REFRESH_SOURCES.map((source) => [source, value(source)])) as Record<RefreshSource, T>;
}
