import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { EXTRA_PATHS, SEARCH_DEFAULT_LIMIT, type SearchResponse } from "@dept/contract";
import { fetchParsed } from "../../../lib/api";

export function fetchSearchResults(q: string, offset: number, signal?: AbortSignal): Promise<SearchResponse> {
  return fetchParsed(EXTRA_PATHS.search, (schemas) => schemas.extraRoutes.search.response, {
    query: { q, limit: String(SEARCH_DEFAULT_LIMIT), offset: String(offset) },
    signal,
  });
}

export const searchQueryOptions = (q: string, offset: number) =>
  queryOptions({
    queryKey: ["search", q, offset],
    queryFn: ({ signal }) => fetchSearchResults(q, offset, signal),
    enabled: q.trim() !== "",
  });

/** What the search page shows for its address: the words (trimmed) and the first result's offset. */
export function searchInput(params: URLSearchParams): { q: string; offset: number } {
  return {
    q: (params.get("q") ?? "").trim(),
    offset: Math.max(0, Math.floor(Number(params.get("offset")) || 0)),
  };
}

/** The results for `q` from `offset`; the previous page stays on screen while the next one loads. */
export const useSearchResults = (q: string, offset: number) =>
  useQuery({ ...searchQueryOptions(q, offset), placeholderData: keepPreviousData });
