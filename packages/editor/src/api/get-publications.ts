/** GET /admin/api/publications: every publication (publish, schedule, import), newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const getPublications = async () => (await adminCall("publications")).publications;

export const publicationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.publications, queryFn: getPublications });

export const usePublications = () => useQuery(publicationsQueryOptions());
