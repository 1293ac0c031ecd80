/**
 * `npm run content -- user …`: staff accounts from the command line, where the first admin is
 * made (there is no default account or password anywhere). Passwords come from standard input
 * only (`--password-stdin`), never from arguments, which other users of the machine can read.
 */
import { email as emailSchema, password as passwordSchema, ROLES, type Role } from "@dept/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { addUser, findUser, listUsers, updateUser, type AuditLine } from "../db/account-repository.js";
import { facultyProfileExists, unknownFacultyId } from "./faculty-account.js";
import { hashPassword } from "./passwords.js";

export const userUsage = `  user add EMAIL --role ROLE --password-stdin
                 add a staff account; ROLE is admin, publisher, editor or faculty:<faculty-id>
  user list      list the accounts
  user disable EMAIL / user enable EMAIL
  user set-role EMAIL ROLE
  user reset-password EMAIL --password-stdin
                 (disabling, a new role or a new password ends the account's sessions)`;

export class UsageError extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

function parseRole(raw: string | undefined): { role: Role; facultyId: string | null } {
  const [name, facultyId] = (raw ?? "").split(/:(.*)/s, 2);
  if (!(ROLES as readonly string[]).includes(name ?? ""))
    throw new UsageError(`Unknown role ${JSON.stringify(raw ?? "")}: use ${ROLES.join(", ")} (faculty:<faculty-id>)`);
  if ((name === "faculty") !== Boolean(facultyId))
    throw new UsageError("A faculty account is given as faculty:<faculty-id>; other roles take no id.");
  return { role: name as Role, facultyId: facultyId || null };
}

/** A faculty account only for a profile that exists (auth/faculty-account.ts). */
async function requireFacultyProfile(db: Kysely<Database>, facultyId: string | null): Promise<void> {
  if (facultyId !== null && !(await facultyProfileExists(db, facultyId)))
    throw new UsageError(unknownFacultyId(facultyId));
}

function parseEmail(raw: string | undefined): string {
  const result = emailSchema.safeParse(raw ?? "");
  if (!result.success) throw new UsageError(`${JSON.stringify(raw ?? "")} is not an email address`);
  return result.data;
}

async function newPassword(flags: Set<string>, read: () => Promise<string>): Promise<string> {
  if (!flags.has("--password-stdin"))
    throw new UsageError("Give the password on standard input with --password-stdin.");
  // One trailing line break (echo, a here-string) ends the line; it is not part of the password.
  const result = passwordSchema.safeParse((await read()).replace(/\r?\n$/, ""));
  if (!result.success) throw new UsageError(`The password is not accepted: ${result.error.issues[0]!.message}`);
  return hashPassword(result.data);
}

/** Runs one `user` command; returns the lines to print. Throws UsageError for wrong input. */
export async function userCommand(
  db: Kysely<Database>,
  args: string[],
  read: () => Promise<string> = readStdin,
): Promise<string[]> {
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--role") positional.push(`--role=${args[++i] ?? ""}`);
    else if (!args[i]!.startsWith("--")) positional.push(args[i]!);
  }
  const roleArg = positional.find((a) => a.startsWith("--role="))?.slice(7);
  const [sub, ...rest] = positional.filter((a) => !a.startsWith("--role="));
  // Written with the change, in its transaction (account-repository.ts).
  const cli = (action: string, target: string): AuditLine => ({ actor: "cli", action, target, address: "-" });

  switch (sub) {
    case "add": {
      const email = parseEmail(rest[0]);
      const { role, facultyId } = parseRole(roleArg);
      await requireFacultyProfile(db, facultyId);
      const passwordHash = await newPassword(flags, read);
      if (!(await addUser(db, { email, role, facultyId, passwordHash }, cli(`user added as ${role}`, email))))
        throw new UsageError(`An account for ${email} exists already.`);
      return [`Added ${email} as ${role}${facultyId ? ` of faculty ${facultyId}` : ""}.`];
    }
    case "list": {
      const users = await listUsers(db);
      if (users.length === 0)
        return ["No accounts yet: add the first admin with user add EMAIL --role admin --password-stdin"];
      return users.map((u) =>
        [u.email, u.role + (u.facultyId ? `:${u.facultyId}` : ""), u.disabled ? "disabled" : "active"].join("\t"),
      );
    }
    case "disable":
    case "enable": {
      const email = parseEmail(rest[0]);
      if (!(await updateUser(db, email, { disabled: sub === "disable" }, cli(`user ${sub}d`, email))))
        throw new UsageError(`No account ${email}.`);
      return [`${email} is ${sub}d.`];
    }
    case "set-role": {
      const email = parseEmail(rest[0]);
      const { role, facultyId } = parseRole(rest[1]);
      if (!(await findUser(db, email))) throw new UsageError(`No account ${email}.`);
      await requireFacultyProfile(db, facultyId);
      await updateUser(db, email, { role, facultyId }, cli(`user role set to ${role}`, email));
      return [`${email} is now ${role}${facultyId ? ` of faculty ${facultyId}` : ""}.`];
    }
    case "reset-password": {
      const email = parseEmail(rest[0]);
      if (!(await findUser(db, email))) throw new UsageError(`No account ${email}.`);
      await updateUser(db, email, { passwordHash: await newPassword(flags, read) }, cli("password reset", email));
      return [`The password of ${email} is set; its sessions have ended.`];
    }
    default:
      throw new UsageError(`Unknown user command ${JSON.stringify(sub ?? "")}.`);
  }
}
