import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchValueAddedCourses = (signal?: AbortSignal) => fetchRoute("valueAddedCourses", { signal });

export const valueAddedCoursesQueryOptions = () => queryOptions({ queryKey: ["events", "valueAddedCourses"], queryFn: ({ signal }) => fetchValueAddedCourses(signal) });

export const useValueAddedCourses = () => useQuery(valueAddedCoursesQueryOptions());
