/** POST /admin/api/users/{email}/password: an admin sets another account's password; its sessions end. */
import { useMutation } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";

export const setUserPassword = ({ email, password }: { email: string; password: string }) =>
  adminCall("resetPassword", { params: { email }, body: { password } });

export const useSetUserPassword = () => useMutation({ mutationFn: setUserPassword });
