import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchWorkshops = (signal?: AbortSignal) => fetchRoute("workshops", { signal });

export const workshopsQueryOptions = () => queryOptions({ queryKey: ["events", "workshops"], queryFn: ({ signal }) => fetchWorkshops(signal) });

export const useWorkshops = () => useQuery(workshopsQueryOptions());
