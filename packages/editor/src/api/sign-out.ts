/** DELETE /admin/api/session: signs out, forgets every answer of the account, and reads the session anew. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { getSession } from "./get-session";
import { queryKeys } from "./query-keys";

export async function signOut() {
  await adminCall("signOut").catch(() => undefined);
  return getSession();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (session) => {
      // The session query stays (the editor watches it); everything read as the account goes.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}
