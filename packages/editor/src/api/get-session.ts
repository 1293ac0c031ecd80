/** GET /admin/api/session: who is signed in, the CSRF token and the site's time zone. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminCall, rememberSession } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const getSession = async () => rememberSession(await adminCall("session"));

export const sessionQueryOptions = () => queryOptions({ queryKey: queryKeys.session, queryFn: getSession });

export const useSession = () => useQuery(sessionQueryOptions());
