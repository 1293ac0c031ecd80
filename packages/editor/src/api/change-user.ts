/** PATCH /admin/api/users/{email}: another account's role, or disabled / enabled. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBody } from "@dept/contract";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const changeUser = ({ email, change }: { email: string; change: AdminBody<"changeUser"> }) =>
  adminCall("changeUser", { params: { email }, body: change });

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
