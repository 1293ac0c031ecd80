/** POST /admin/api/password: one's own password; the answer is the session (other sessions end). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBody } from "@dept/contract";
import { adminCall, rememberSession } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const changePassword = async (body: AdminBody<"changePassword">) =>
  rememberSession(await adminCall("changePassword", { body }));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session, session),
  });
}
