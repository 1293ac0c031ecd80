import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchMom = (signal?: AbortSignal) => fetchRoute("mom", { signal });

export const momQueryOptions = () => queryOptions({ queryKey: ["generals", "mom"], queryFn: ({ signal }) => fetchMom(signal) });

export const useMom = () => useQuery(momQueryOptions());
