import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchSyllabus = (signal?: AbortSignal) => fetchRoute("syllabus", { signal });

export const syllabusQueryOptions = () => queryOptions({ queryKey: ["generals", "syllabus"], queryFn: ({ signal }) => fetchSyllabus(signal) });

export const useSyllabus = () => useQuery(syllabusQueryOptions());
