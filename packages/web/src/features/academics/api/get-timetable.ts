import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchTimetable = (signal?: AbortSignal) => fetchRoute("timetable", { signal });

export const timetableQueryOptions = () => queryOptions({ queryKey: ["generals", "timetable"], queryFn: ({ signal }) => fetchTimetable(signal) });

export const useTimetable = () => useQuery(timetableQueryOptions());
