import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchResults = (signal?: AbortSignal) => fetchRoute("results", { signal });

export const resultsQueryOptions = () => queryOptions({ queryKey: ["generals", "results"], queryFn: ({ signal }) => fetchResults(signal) });

export const useResults = () => useQuery(resultsQueryOptions());
