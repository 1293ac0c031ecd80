/** GET /generals/notice: the notices table. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export function getNotices(signal?: AbortSignal) {
  return fetchRoute("notices", { signal });
}

export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: ["notices"],
    queryFn: ({ signal }) => getNotices(signal),
  });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
