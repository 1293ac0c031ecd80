/** After any change to an entry: its answer is the entry as it is now; every list of entries is stale, and so is what needs translating. */
import { useQueryClient } from "@tanstack/react-query";
import type { EntryDetail } from "@dept/contract";
import { queryKeys } from "./query-keys";

export function useEntryChanged() {
  const queryClient = useQueryClient();
  return (detail: EntryDetail) => {
    queryClient.setQueryData(queryKeys.entry(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
    void queryClient.invalidateQueries({ queryKey: queryKeys.translations });
  };
}
