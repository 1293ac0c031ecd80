import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchBosDocuments = (signal?: AbortSignal) => fetchRoute("bos", { signal });

export const bosDocumentsQueryOptions = () => queryOptions({ queryKey: ["generals", "bos"], queryFn: ({ signal }) => fetchBosDocuments(signal) });

export const useBosDocuments = () => useQuery(bosDocumentsQueryOptions());
