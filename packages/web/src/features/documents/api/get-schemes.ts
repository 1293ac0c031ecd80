import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchSchemes = (signal?: AbortSignal) => fetchRoute("schemes", { signal });

export const schemesQueryOptions = () => queryOptions({ queryKey: ["generals", "schemes"], queryFn: ({ signal }) => fetchSchemes(signal) });

export const useSchemes = () => useQuery(schemesQueryOptions());
