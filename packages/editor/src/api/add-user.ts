/** POST /admin/api/users: a new staff account. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBody } from "@dept/contract";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const addUser = (body: AdminBody<"addUser">) => adminCall("addUser", { body });

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
