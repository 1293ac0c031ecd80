/**
 * GET /api/publications (issue 25): every visible publication of the department, or one faculty
 * member's (`faculty`), year newest first; parsed with the contract's schema at the edge.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicationsCollection, type PublicationList } from "@dept/contract";
import { API_BASE } from "../config/env";
import { fetchParsed } from "./api";

export const fetchPublications = (faculty: string | undefined, signal?: AbortSignal): Promise<PublicationList> =>
  fetchParsed(publicationsCollection.api, (schemas) => schemas.publicationList, {
    query: faculty === undefined ? undefined : { faculty },
    signal,
  });

/** `faculty`: one member's publications; undefined: everyone's. */
export const publicationsQueryOptions = (faculty?: string) =>
  queryOptions({
    queryKey: faculty === undefined ? ["publications"] : ["publications", faculty],
    queryFn: ({ signal }) => fetchPublications(faculty, signal),
  });

export const usePublications = (faculty?: string) => useQuery(publicationsQueryOptions(faculty));

/** The member's list as a BibTeX file (GET /api/publications.bib?faculty=ID). */
export const publicationsBibUrl = (faculty: string) =>
  `${API_BASE}${publicationsCollection.bib}?${new URLSearchParams({ faculty })}`;
