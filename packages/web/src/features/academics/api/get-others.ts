import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchOthers = (signal?: AbortSignal) => fetchRoute("others", { signal });

export const othersQueryOptions = () => queryOptions({ queryKey: ["generals", "others"], queryFn: ({ signal }) => fetchOthers(signal) });

export const useOthers = () => useQuery(othersQueryOptions());
