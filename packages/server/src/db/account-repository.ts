/** Repository functions for staff accounts, their sessions, the audit log and shared settings. */
import { randomBytes, randomUUID } from "node:crypto";
import type { AccountUser, AuditEntry, Role } from "@dept/contract";
import type { Kysely, Transaction } from "kysely";
import type { Database, UserRow } from "./schema.js";

type Db = Kysely<Database>;
/** The audit log is written in the change's own transaction, so it names exactly the changes that committed. */
type Writer = Kysely<Database> | Transaction<Database>;
export type AuditLine = Omit<AuditEntry, "at">;

export function toAccountUser(row: UserRow): AccountUser {
  return {
    email: row.email,
    role: row.role as Role,
    facultyId: row.faculty_id,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
  };
}

export async function findUser(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function listUsers(db: Db): Promise<AccountUser[]> {
  return (await db.selectFrom("users").selectAll().orderBy("email").execute()).map(toAccountUser);
}

/** Adds an account and writes `line` to the audit log, in one transaction; false when the email is taken. */
export async function addUser(
  db: Db,
  user: { email: string; role: Role; facultyId: string | null; passwordHash: string },
  line: AuditLine,
): Promise<boolean> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto("users")
      .values({
        email: user.email,
        role: user.role,
        faculty_id: user.facultyId,
        password_hash: user.passwordHash,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await audit(trx, line);
    return true;
  });
}

/**
 * Changes an account and writes `line` to the audit log, in one transaction; false when there is
 * none. Disabling it or a new password ends its sessions.
 */
export async function updateUser(
  db: Db,
  email: string,
  change: { role?: Role; facultyId?: string | null; disabled?: boolean; passwordHash?: string },
  line: AuditLine,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.facultyId !== undefined ? { faculty_id: change.facultyId } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled ? 1 : 0 } : {}),
        ...(change.passwordHash !== undefined ? { password_hash: change.passwordHash } : {}),
        updated_at: new Date().toISOString(),
      })
      .where("email", "=", email)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (
      change.disabled ||
      change.passwordHash !== undefined ||
      change.role !== undefined ||
      change.facultyId !== undefined
    ) {
      await trx.deleteFrom("sessions").where("email", "=", email).execute();
    }
    await audit(trx, line);
    return true;
  });
}

/** Ends every session of an account, but `except` (the one that asked, on its own password change). */
export async function endSessions(db: Db, email: string, except?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("email", "=", email);
  if (except) query = query.where("id", "!=", except);
  await query.execute();
}

/** One audit line; pass the change's transaction so the line commits or rolls back with it. */
export async function audit(db: Writer, entry: AuditLine): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ id: randomUUID(), at: new Date().toISOString(), ...entry })
    .execute();
}

export async function auditEntries(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ total: number; entries: AuditEntry[] }> {
  const { count } = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom("audit_log")
    .select(["at", "actor", "action", "target", "address"])
    .orderBy("at", "desc")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: Number(count), entries };
}

/** A setting every instance shares; made once with `initial` by whichever instance asks first. */
export async function sharedSetting(db: Db, name: string, initial: () => string): Promise<string> {
  await db
    .insertInto("settings")
    .values({ name, value: initial() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

export const newSecret = () => randomBytes(32).toString("base64url");
