/** PUT /admin/api/entries/{id}: a new draft revision on top of `base`, the revision the form was loaded from. */
import { useMutation } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { useEntryChanged } from "./entry-changed";

export const saveEntry = ({
  id,
  data,
  base,
}: {
  id: string;
  data: Record<string, unknown>;
  base: string | undefined;
}) => adminCall("saveEntry", { params: { id }, body: { data, base } });

export const useSaveEntry = () => useMutation({ mutationFn: saveEntry, onSuccess: useEntryChanged() });
