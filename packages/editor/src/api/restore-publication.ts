/** POST /admin/api/publications/{version}/restore: what visitors saw then becomes a new version. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";

export const restorePublication = (version: number) => adminCall("restorePublication", { params: { version } });

export function useRestorePublication() {
  const queryClient = useQueryClient();
  // Every entry may have changed: everything but the session is read again.
  return useMutation({
    mutationFn: restorePublication,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "session" }),
  });
}
