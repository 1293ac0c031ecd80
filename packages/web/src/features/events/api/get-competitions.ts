import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchCompetitions = (signal?: AbortSignal) => fetchRoute("competitions", { signal });

export const competitionsQueryOptions = () => queryOptions({ queryKey: ["events", "competitions"], queryFn: ({ signal }) => fetchCompetitions(signal) });

export const useCompetitions = () => useQuery(competitionsQueryOptions());
