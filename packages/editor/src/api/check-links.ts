/** POST /admin/api/link-check: asks every external link of the entries now (up to a minute). */
import { useMutation } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";

export const checkLinks = () => adminCall("checkLinks");

export const useCheckLinks = () => useMutation({ mutationFn: checkLinks });
