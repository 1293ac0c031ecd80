/** POST /admin/api/session: signs in; the answer is the new session. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBody } from "@dept/contract";
import { adminCall, rememberSession } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const signIn = async (body: AdminBody<"signIn">) => rememberSession(await adminCall("signIn", { body }));

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session, session),
  });
}
