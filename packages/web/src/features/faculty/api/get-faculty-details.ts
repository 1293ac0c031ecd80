/** GET /endpoints/faculty_details?id=...: one faculty profile. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, fetchRoute } from "../../../lib/api";

export function getFacultyDetails(id: string, signal?: AbortSignal) {
  return fetchRoute("facultyDetails", { query: { id }, signal });
}

// A 4xx answer (bad or unknown id) will not change on a second try; network and 5xx errors might.
function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500)
    return false;
  return failureCount < 1;
}

export const facultyDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["faculty", "details", id],
    queryFn: ({ signal }) => getFacultyDetails(id, signal),
    retry: retryUnlessClientError,
  });

export function useFacultyDetails(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...facultyDetailsQueryOptions(id), enabled: options.enabled ?? true });
}
