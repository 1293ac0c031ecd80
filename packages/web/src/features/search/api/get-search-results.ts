import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { extraRoutes, SEARCH_DEFAULT_LIMIT, type SearchResponse } from "@dept/contract";
import { API_BASE } from "../../../config/env";
import { ApiError } from "../../../lib/api";

export async function fetchSearchResults(q: string, offset: number, signal?: AbortSignal): Promise<SearchResponse> {
  const { path, response: schema } = extraRoutes.search;
  const query = new URLSearchParams({ q, limit: String(SEARCH_DEFAULT_LIMIT), offset: String(offset) });
  const response = await fetch(`${API_BASE}${path}?${query}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new ApiError(`GET ${path} answered ${response.status}`, response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(`GET ${path} answered an unexpected shape: ${parsed.error.message}`, response.status);
  return parsed.data;
}

export const searchQueryOptions = (q: string, offset: number) =>
  queryOptions({ queryKey: ["search", q, offset], queryFn: ({ signal }) => fetchSearchResults(q, offset, signal), enabled: q.trim() !== "" });

/** The results for `q` from `offset`; the previous page stays on screen while the next one loads. */
export const useSearchResults = (q: string, offset: number) => useQuery({ ...searchQueryOptions(q, offset), placeholderData: keepPreviousData });
