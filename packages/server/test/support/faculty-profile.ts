/** A faculty profile among the editor's entries (a draft, as the editor would save one): what a faculty account is made for. */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { addRevision, insertEntries } from "../../src/db/entry-repository.js";
import type { EntryRow } from "../../src/db/schema.js";

export async function addFacultyProfile(app: FastifyInstance, id: string): Promise<void> {
  const at = new Date().toISOString();
  const entry: EntryRow = {
    id: randomUUID(),
    collection: "faculty",
    position: 0,
    identity: id,
    state: "draft",
    head_revision: "",
    live_revision: null,
    updated_at: at,
    updated_by: "test",
    publish_at: null,
    unpublish_at: null,
    scheduled_by: null,
  };
  await insertEntries(app.database.db, [entry]);
  await addRevision(app.database.db, entry, {
    state: "draft",
    data: { id, name: `Profile ${id}` },
    author: "test",
    at,
  });
}
