/** GET /admin/api/collections: each collection with its number of entries and of those waiting for review. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const getOverview = async () => (await adminCall("collections")).collections;

export const overviewQueryOptions = () => queryOptions({ queryKey: queryKeys.collections, queryFn: getOverview });

export const useOverview = () => useQuery(overviewQueryOptions());
