/** GET /endpoints/faculty_list: the CSE faculty cards. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "./api";

export function getFacultyList(signal?: AbortSignal) {
  return fetchRoute("facultyList", { signal });
}

export const facultyListQueryOptions = () =>
  queryOptions({
    queryKey: ["faculty", "list"],
    queryFn: ({ signal }) => getFacultyList(signal),
  });

export function useFacultyList() {
  return useQuery(facultyListQueryOptions());
}
