import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../lib/api";

export const fetchHigherStudies = (signal?: AbortSignal) => fetchRoute("higherStudies", { signal });

export const higherStudiesQueryOptions = () => queryOptions({ queryKey: ["generals", "higherStudies"], queryFn: ({ signal }) => fetchHigherStudies(signal) });

export const useHigherStudies = () => useQuery(higherStudiesQueryOptions());
