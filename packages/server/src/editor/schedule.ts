/**
 * Scheduled publishing: setting an entry's 'publish at' and 'unpublish at', and applying the
 * schedules that are due, each in one transaction under the content lock with its audit lines.
 */
import { can, type EntryCollection } from "@dept/contract";
import { audit } from "../db/account-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import { addRevision, dueEntries, findEntry, lockContent, updateEntry } from "../db/entry-repository.js";
import {
  conflict,
  entryFor,
  entryTarget,
  headData,
  inTransaction,
  invalid,
  published,
  record,
  type Change,
} from "./change.js";
import { entryTitle } from "../publishing/entry-data.js";
import { publishLive } from "../publishing/publish.js";

/** Sets or clears when the entry's newest revision goes live and when the entry goes off the site. */
export async function scheduleEntry(
  change: Change,
  id: string,
  publishAt: string | null,
  unpublishAt: string | null,
): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (entry.state === "deleted") throw conflict("A deleted entry cannot be scheduled; restore it first.");
    // The access policy keeps the site content on the site (a scheduled unpublish would not).
    if (unpublishAt && !can(change.account, "unpublish", entry))
      throw invalid("unpublishAt: The site content cannot be taken off the site.");
    const now = Date.now();
    if (publishAt && Date.parse(publishAt) <= now) throw invalid("publishAt: must be in the future");
    if (unpublishAt && Date.parse(unpublishAt) <= now) throw invalid("unpublishAt: must be in the future");
    const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
    await updateEntry(trx, id, {
      publish_at: iso(publishAt),
      unpublish_at: iso(unpublishAt),
      scheduled_by: publishAt || unpublishAt ? change.account.email : null,
    });
    const when = [
      publishAt ? `publish at ${iso(publishAt)}` : "",
      unpublishAt ? `unpublish at ${iso(unpublishAt)}` : "",
    ].filter(Boolean);
    const action = when.length > 0 ? `entry scheduled: ${when.join(", ")}` : "entry schedule cleared";
    await record(trx, change, action, entryTarget(entry.collection, await headData(trx, entry)));
  });
}

/**
 * Applies every schedule that is due at `now`: publishes the newest revision of each entry whose
 * time has come, takes off the site each entry whose end has come, and rebuilds the content once.
 * Under the content lock, so with several instances on one PostgreSQL each schedule runs once: the
 * second instance finds it cleared. Returns the new content version, if anything changed.
 */
export async function applyDueSchedules(
  handle: DatabaseHandle,
  now = new Date(),
): Promise<{ version: number; applied: string[] } | undefined> {
  return handle.db.transaction().execute(async (trx) => {
    await lockContent(trx, handle.dialect);
    const at = now.toISOString();
    const due = await dueEntries(trx, at);
    if (due.length === 0) return undefined;
    const applied: string[] = [];
    for (const entry of due) {
      const author = `${entry.scheduled_by ?? "someone"} (scheduled)`;
      const collection = entry.collection as EntryCollection;
      let current = entry;
      if (entry.publish_at && entry.publish_at <= at && !published(entry) && entry.state !== "deleted") {
        const data = await headData(trx, entry);
        await addRevision(trx, entry, { state: "published", data, author, at }, "this");
        current = (await findEntry(trx, entry.id))!;
        applied.push(`published ${collection}: ${entryTitle(collection, data)}`);
      }
      if (entry.unpublish_at && entry.unpublish_at <= at && current.live_revision) {
        const data = await headData(trx, current);
        await addRevision(trx, current, { state: "unpublished", data, author, at }, null);
        applied.push(`unpublished ${collection}: ${entryTitle(collection, data)}`);
      }
      await updateEntry(trx, entry.id, {
        publish_at: entry.publish_at && entry.publish_at <= at ? null : entry.publish_at,
        unpublish_at: entry.unpublish_at && entry.unpublish_at <= at ? null : entry.unpublish_at,
      });
    }
    if (applied.length === 0) return undefined;
    const version = await publishLive(trx, handle.dialect, {
      actor: "schedule",
      summary: `scheduled: ${applied.join("; ")}`,
    });
    for (const line of applied)
      await audit(trx, { actor: "schedule", action: line, target: `version ${version}`, address: "-" });
    return { version, applied };
  });
}
