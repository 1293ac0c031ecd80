/**
 * GET one list collection of the registry (the news, an event list, a list of files, ...): its API
 * path and answer schema come from the registry through the route table, so every list page uses
 * this one getter. The query key keeps the collection under its API group (`["generals", name]`,
 * `["events", name]`); the site's news list (`news` in the registry) has its name alone.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicCollections, type ListCollection, type PublicCollection } from "@dept/contract";
import { fetchRoute } from "./api";

export const fetchCollectionList = <Name extends ListCollection>(collection: Name, signal?: AbortSignal) =>
  fetchRoute(collection, { signal });

function collectionListKey(collection: ListCollection): string[] {
  const { api, news }: PublicCollection = publicCollections[collection];
  return news ? [collection] : [api.slice(1, api.indexOf("/", 1)), collection];
}

export const collectionListQueryOptions = <Name extends ListCollection>(collection: Name) =>
  queryOptions({
    queryKey: collectionListKey(collection),
    queryFn: ({ signal }) => fetchCollectionList(collection, signal),
  });

export const useCollectionList = <Name extends ListCollection>(collection: Name) =>
  useQuery(collectionListQueryOptions(collection));
