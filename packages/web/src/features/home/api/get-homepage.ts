/** GET /endpoints/homepage: the home page's department text and head-of-department message. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export function getHomepage(signal?: AbortSignal) {
  return fetchRoute("homepage", { signal });
}

export const homepageQueryOptions = () =>
  queryOptions({
    queryKey: ["homepage"],
    queryFn: ({ signal }) => getHomepage(signal),
  });

export function useHomepage() {
  return useQuery(homepageQueryOptions());
}
