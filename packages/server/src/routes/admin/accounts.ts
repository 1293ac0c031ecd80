/**
 * The accounts of the editor (admins only): list, add, change (role, faculty id, disabled), reset a
 * password, and the audit log. Every change writes its audit line in the same transaction.
 */
import { accountUser } from "@dept/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionKey } from "../../auth/session-store.js";
import { facultyProfileExists, unknownFacultyId } from "../../auth/faculty-account.js";
import { hashPassword } from "../../auth/passwords.js";
import {
  addUser,
  auditEntries,
  endSessions,
  findUser,
  listUsers,
  toAccountUser,
  updateUser,
} from "../../db/account-repository.js";
import { HttpError } from "../../http-error.js";
import { adminRoute } from "./admin-route.js";
import type { AdminContext } from "./entries.js";

/** An audit line of `request`'s account, written with the change it records. */
export type AuditLine = (
  request: FastifyRequest,
  action: string,
  target: string,
) => { actor: string; action: string; target: string; address: string };

export async function accountRoutes(
  app: FastifyInstance,
  { allow, auditLine }: Pick<AdminContext, "allow"> & { auditLine: AuditLine },
): Promise<void> {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({ ...adminRoute("users", allow), handler: async () => ({ users: await listUsers(db) }) });

  api.route({
    ...adminRoute("addUser", allow),
    handler: async (request, reply) => {
      const body = request.body;
      if (body.facultyId !== null && !(await facultyProfileExists(db, body.facultyId)))
        throw new HttpError(400, "invalid_body", `facultyId: ${unknownFacultyId(body.facultyId)}`);
      const line = auditLine(request, `user added as ${body.role}`, body.email);
      const added = await addUser(
        db,
        {
          email: body.email,
          role: body.role,
          facultyId: body.facultyId,
          passwordHash: await hashPassword(body.password),
        },
        line,
      );
      if (!added) throw new HttpError(409, "conflict", `email: An account for ${body.email} exists already.`);
      return reply.code(201).send(accountUser.parse(toAccountUser((await findUser(db, body.email))!)));
    },
  });

  api.route({
    ...adminRoute("changeUser", allow),
    handler: async (request) => {
      const { email } = request.params;
      const change = request.body;
      if (email === request.account!.email && (change.disabled || (change.role && change.role !== "admin"))) {
        throw new HttpError(
          400,
          "invalid_body",
          "You cannot disable your own account or take away your own admin role.",
        );
      }
      const current = await findUser(db, email);
      if (!current) throw new HttpError(404, "not_found", `No account ${email}.`);
      const role = change.role ?? toAccountUser(current).role;
      const facultyId =
        change.facultyId !== undefined ? change.facultyId : role === "faculty" ? current.faculty_id : null;
      if ((role === "faculty") !== (facultyId !== null)) {
        throw new HttpError(
          400,
          "invalid_body",
          "facultyId: A faculty account needs the faculty id of its profile; other roles have none.",
        );
      }
      if (facultyId !== null && facultyId !== current.faculty_id && !(await facultyProfileExists(db, facultyId)))
        throw new HttpError(400, "invalid_body", `facultyId: ${unknownFacultyId(facultyId)}`);
      const what = [
        change.role ? `role set to ${change.role}` : "",
        change.disabled === true ? "disabled" : change.disabled === false ? "enabled" : "",
        change.facultyId !== undefined ? `faculty id set to ${facultyId ?? "none"}` : "",
      ].filter(Boolean);
      await updateUser(db, email, { ...change, facultyId }, auditLine(request, `user ${what.join(", ")}`, email));
      return accountUser.parse(toAccountUser((await findUser(db, email))!));
    },
  });

  api.route({
    ...adminRoute("resetPassword", allow),
    handler: async (request, reply) => {
      const { email } = request.params;
      const { password } = request.body;
      if (
        !(await updateUser(
          db,
          email,
          { passwordHash: await hashPassword(password) },
          auditLine(request, "password reset", email),
        ))
      )
        throw new HttpError(404, "not_found", `No account ${email}.`);
      if (email === request.account!.email) await endSessions(db, email, sessionKey(request.session.sessionId));
      return reply.code(204).send();
    },
  });

  api.route({
    ...adminRoute("audit", allow),
    handler: async (request) => {
      const { limit, offset } = request.query;
      return { limit, offset, ...(await auditEntries(db, limit, offset)) };
    },
  });
}
