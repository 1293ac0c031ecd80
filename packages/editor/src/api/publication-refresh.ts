/**
 * The publications refresh (issue 25): GET /admin/api/publication-refresh, read every second while
 * one runs, and POST to start one (the answer is the running state).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicationRefreshBody } from "@dept/contract";
import { adminCall } from "../lib/api-client";

const refreshKey = ["publication-refresh"] as const;

export const getPublicationRefresh = () => adminCall("publicationRefresh");

export const usePublicationRefresh = () =>
  useQuery({
    queryKey: refreshKey,
    queryFn: getPublicationRefresh,
    refetchInterval: (query) => (query.state.data?.state === "running" ? 1000 : false),
  });

export function useStartPublicationRefresh() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicationRefreshBody) => adminCall("startPublicationRefresh", { body }),
    onSuccess: (state) => queryClient.setQueryData(refreshKey, state),
  });
}
