/** PUT /admin/api/entries/{id}/schedule: when the newest revision is published and unpublished (null: never). */
import { useMutation } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { useEntryChanged } from "./entry-changed";

export const saveSchedule = ({
  id,
  publishAt,
  unpublishAt,
}: {
  id: string;
  publishAt: string | null;
  unpublishAt: string | null;
}) => adminCall("scheduleEntry", { params: { id }, body: { publishAt, unpublishAt } });

export const useSaveSchedule = () => useMutation({ mutationFn: saveSchedule, onSuccess: useEntryChanged() });
