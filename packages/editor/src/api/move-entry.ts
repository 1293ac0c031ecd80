/** POST /admin/api/entries/{id}/move: one place up or down its collection's order. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const moveEntry = ({ id, direction }: { id: string; direction: "up" | "down" }) =>
  adminCall("moveEntry", { params: { id }, body: { direction } });

export function useMoveEntry() {
  const queryClient = useQueryClient();
  // The list is read again before the move counts as done, so focus can follow the entry moved.
  return useMutation({
    mutationFn: moveEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections }),
  });
}
