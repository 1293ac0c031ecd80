import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchInternships = (signal?: AbortSignal) => fetchRoute("internships", { signal });

export const internshipsQueryOptions = () => queryOptions({ queryKey: ["generals", "internships"], queryFn: ({ signal }) => fetchInternships(signal) });

export const useInternships = () => useQuery(internshipsQueryOptions());
