/** GET /admin/api/collections/{collection}: its entries in the site's order (`?state=deleted`: the deleted ones). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EntryCollection } from "@dept/contract";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const getEntries = async (collection: EntryCollection, deleted: boolean) =>
  (await adminCall("entries", { params: { collection }, query: { state: deleted ? "deleted" : undefined } })).entries;

export const entriesQueryOptions = (collection: EntryCollection, deleted = false) =>
  queryOptions({ queryKey: queryKeys.entries(collection, deleted), queryFn: () => getEntries(collection, deleted) });

export const useEntries = (collection: EntryCollection, deleted = false) =>
  useQuery(entriesQueryOptions(collection, deleted));
