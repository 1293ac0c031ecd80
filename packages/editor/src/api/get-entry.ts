/** GET /admin/api/entries/{id}: one entry with its data, state, schedule and history. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const getEntry = (id: string) => adminCall("entry", { params: { id } });

export const entryQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.entry(id), queryFn: () => getEntry(id) });

export const useEntry = (id: string | undefined) =>
  useQuery({ ...entryQueryOptions(id ?? ""), enabled: id !== undefined });
