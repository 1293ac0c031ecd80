/**
 * The contract's access policy (`can`/`denial`) as the server answers it: a role that may not is a
 * 403, an entry that is not the account's is a 404 (as if it did not exist), and a collection's own
 * rule (the site content stays, notices keep their date order) a 409 that says why.
 */
import { denial, type AccessAction, type AccessTarget, type AccountUser } from "@dept/contract";
import { HttpError } from "../http-error.js";

const STATUS = { role: [403, "forbidden"], ownership: [404, "not_found"], collection: [409, "conflict"] } as const;

/** Throws our error when `account` may not do `action` (on `target`). */
export function requireAccess(account: AccountUser, action: AccessAction, target?: AccessTarget): void {
  const denied = denial(account, action, target);
  if (!denied) return;
  const [status, code] = STATUS[denied.reason];
  throw new HttpError(status, code, denied.message);
}
