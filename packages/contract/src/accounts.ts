/**
 * Staff accounts of the web editor (/admin/): roles, the signed-in user, and the bodies the admin
 * API takes. The server validates every body with these schemas; the editor builds its forms on them.
 */
import { z } from "zod";
import { EMAIL_MAX } from "./limits.js";
import { EMAIL_RULE } from "./rules.js";

/** admin: accounts and everything; publisher: publishes; editor: drafts; faculty: their own profile. */
export const ROLES = ["admin", "publisher", "editor", "faculty"] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** ASVS 2.1: at least 12 characters, up to 128 allowed, no rules about character classes. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const password = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `An email address has at most ${EMAIL_MAX} characters.`)
  .pipe(z.email(EMAIL_RULE));

export const accountUser = z.object({
  email: z.string(),
  role,
  /** The faculty id whose profile a `faculty` account edits. */
  facultyId: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof accountUser>;

/** GET /admin/api/session: who is signed in (null: no one), and the CSRF token for changes. */
/**
 * The editor's session: the account, the CSRF token for changes, the site's time zone (TIME_ZONE)
 * for schedules, and the published site's languages (`[en]`, or `[en, hi]`: the forms then show both).
 */
export const sessionState = z.object({
  user: accountUser.nullable(),
  csrfToken: z.string(),
  timeZone: z.string(),
  languages: z.array(z.string()),
});
export type SessionState = z.infer<typeof sessionState>;

export const signInBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(PASSWORD_MAX),
});

export const newUserBody = z
  .object({ email, role, facultyId: z.string().trim().min(1).max(100).nullable().default(null), password })
  .refine((body) => (body.role === "faculty") === (body.facultyId !== null), {
    message: "A faculty account needs the faculty id of its profile; other roles have none.",
    path: ["facultyId"],
  });

export const userChangeBody = z
  .object({
    role: role.optional(),
    facultyId: z.string().trim().min(1).max(100).nullable().optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to change." });

export const passwordResetBody = z.object({ password });
export const passwordChangeBody = z.object({ current: z.string().max(PASSWORD_MAX), password });

export const auditEntry = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
