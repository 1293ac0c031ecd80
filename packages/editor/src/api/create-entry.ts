/** POST /admin/api/collections/{collection}: a new entry, saved as a draft. */
import { useMutation } from "@tanstack/react-query";
import type { EntryCollection } from "@dept/contract";
import { adminCall } from "../lib/api-client";
import { useEntryChanged } from "./entry-changed";

export const createEntry = ({ collection, data }: { collection: EntryCollection; data: Record<string, unknown> }) =>
  adminCall("createEntry", { params: { collection }, body: { data } });

export const useCreateEntry = () => useMutation({ mutationFn: createEntry, onSuccess: useEntryChanged() });
