import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchPlacements = (signal?: AbortSignal) => fetchRoute("placements", { signal });

export const placementsQueryOptions = () => queryOptions({ queryKey: ["generals", "placements"], queryFn: ({ signal }) => fetchPlacements(signal) });

export const usePlacements = () => useQuery(placementsQueryOptions());
