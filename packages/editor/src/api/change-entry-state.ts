/**
 * The workflow's calls on one entry: POST entries/{id}/submit, /publish (publish-call.ts: the
 * revision on screen, repeated safely), /unpublish, /restore (a revision as a new draft), and
 * DELETE entries/{id}. Each answers with the entry as it is now.
 */
import { useMutation } from "@tanstack/react-query";
import type { EntryDetail } from "@dept/contract";
import { adminCall } from "../lib/api-client";
import { useEntryChanged } from "./entry-changed";
import { publishRevision } from "./publish-call";

export type EntryChange =
  | { action: "submit" | "unpublish" | "delete"; id: string }
  | { action: "publish"; id: string; revision: string }
  | { action: "restore"; id: string; revision: string };

export function changeEntryState(change: EntryChange): Promise<EntryDetail> {
  switch (change.action) {
    case "delete":
      return adminCall("deleteEntry", { params: { id: change.id } });
    case "publish":
      return publishRevision(change.id, change.revision);
    case "restore":
      return adminCall("restoreEntry", { params: { id: change.id }, body: { revision: change.revision } });
    case "submit":
      return adminCall("submitEntry", { params: { id: change.id } });
    case "unpublish":
      return adminCall("unpublishEntry", { params: { id: change.id } });
  }
}

export const useChangeEntryState = () => useMutation({ mutationFn: changeEntryState, onSuccess: useEntryChanged() });
