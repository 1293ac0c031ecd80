/**
 * Staff accounts of the web editor: users, their server-side sessions, the audit log, and the
 * settings the instances share (the session cookie's signing secret). Frozen once landed.
 */
import type { Kysely } from "kysely";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("email", "text", (col) => col.primaryKey())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("faculty_id", "text")
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("disabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  // `id` is a hash of the session id: a copy of this table signs no one in.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text")
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_email").on("sessions").column("email").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text", (col) => col.notNull())
    .addColumn("address", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();

  await db.schema
    .createTable("settings")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}
