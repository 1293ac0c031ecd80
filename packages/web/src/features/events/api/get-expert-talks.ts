import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchExpertTalks = (signal?: AbortSignal) => fetchRoute("expertTalks", { signal });

export const expertTalksQueryOptions = () => queryOptions({ queryKey: ["events", "expertTalks"], queryFn: ({ signal }) => fetchExpertTalks(signal) });

export const useExpertTalks = () => useQuery(expertTalksQueryOptions());
