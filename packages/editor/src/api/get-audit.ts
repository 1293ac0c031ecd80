/** GET /admin/api/audit: one page of the audit log, newest first. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const AUDIT_PAGE_SIZE = 50;

export const getAudit = (offset: number) => adminCall("audit", { query: { limit: AUDIT_PAGE_SIZE, offset } });

export const auditQueryOptions = (offset: number) =>
  queryOptions({ queryKey: queryKeys.audit(offset), queryFn: () => getAudit(offset) });

// The page shown stays until the next one has come, as it did before the editor used queries.
export const useAudit = (offset: number) =>
  useQuery({ ...auditQueryOptions(offset), placeholderData: keepPreviousData });
