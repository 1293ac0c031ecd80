/**
 * The editor's API under /admin/api/ as one table: each route's method, path, the access it needs,
 * and the schemas of its path parameters, query, body and answer. The server registers every route
 * with these schemas; the editor builds its calls on them and parses every answer with them.
 */
import type { z } from "zod";
import type { AccessAction } from "./access.js";
import {
  accountUser,
  newUserBody,
  passwordChangeBody,
  passwordResetBody,
  sessionState,
  signInBody,
  userChangeBody,
} from "./accounts.js";
import {
  entryDetail,
  moveBody,
  publishAnswer,
  publishBody,
  restoreBody,
  saveEntryBody,
  scheduleBody,
  translationsAnswer,
  uploadedFile,
} from "./editor.js";
import { linkCheckResult } from "./link-check.js";
import { publicationRefreshBody, publicationRefreshState } from "./publication-refresh.js";
import {
  auditAnswer,
  auditQuery,
  collectionParams,
  collectionsAnswer,
  entriesAnswer,
  entryListQuery,
  entryParams,
  publicationParams,
  publicationsAnswer,
  restoredAnswer,
  uploadQuery,
  userParams,
  usersAnswer,
} from "./admin-schemas.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface AdminRoute {
  method: HttpMethod;
  /** Fastify's form: `:name` for a path parameter. */
  path: string;
  /** What `can` must allow the signed-in account (access.ts); null: no sign-in needed. */
  access: AccessAction | null;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of success, and its answer (null: none, a 204). */
  status: 200 | 201 | 202 | 204;
  answer: z.ZodType | null;
  /** The error code of a malformed body or query; `invalid_body` unless said. */
  invalid?: string;
}

/** Every route of /admin/api/, by name. */
export const adminApi = {
  session: { method: "GET", path: "/admin/api/session", access: null, status: 200, answer: sessionState },
  signIn: {
    method: "POST",
    path: "/admin/api/session",
    access: null,
    body: signInBody,
    status: 200,
    answer: sessionState,
  },
  signOut: { method: "DELETE", path: "/admin/api/session", access: "ownAccount", status: 204, answer: null },
  changePassword: {
    method: "POST",
    path: "/admin/api/password",
    access: "ownAccount",
    body: passwordChangeBody,
    status: 200,
    answer: sessionState,
  },
  users: { method: "GET", path: "/admin/api/users", access: "manageAccounts", status: 200, answer: usersAnswer },
  addUser: {
    method: "POST",
    path: "/admin/api/users",
    access: "manageAccounts",
    body: newUserBody,
    status: 201,
    answer: accountUser,
  },
  changeUser: {
    method: "PATCH",
    path: "/admin/api/users/:email",
    access: "manageAccounts",
    params: userParams,
    body: userChangeBody,
    status: 200,
    answer: accountUser,
  },
  resetPassword: {
    method: "POST",
    path: "/admin/api/users/:email/password",
    access: "manageAccounts",
    params: userParams,
    body: passwordResetBody,
    status: 204,
    answer: null,
  },
  audit: {
    method: "GET",
    path: "/admin/api/audit",
    access: "readAudit",
    query: auditQuery,
    status: 200,
    answer: auditAnswer,
  },
  collections: {
    method: "GET",
    path: "/admin/api/collections",
    access: "read",
    status: 200,
    answer: collectionsAnswer,
  },
  entries: {
    method: "GET",
    path: "/admin/api/collections/:collection",
    access: "read",
    params: collectionParams,
    query: entryListQuery,
    status: 200,
    answer: entriesAnswer,
  },
  createEntry: {
    method: "POST",
    path: "/admin/api/collections/:collection",
    access: "create",
    params: collectionParams,
    body: saveEntryBody,
    status: 201,
    answer: entryDetail,
  },
  entry: {
    method: "GET",
    path: "/admin/api/entries/:id",
    access: "read",
    params: entryParams,
    status: 200,
    answer: entryDetail,
  },
  saveEntry: {
    method: "PUT",
    path: "/admin/api/entries/:id",
    access: "save",
    params: entryParams,
    body: saveEntryBody,
    status: 200,
    answer: entryDetail,
  },
  submitEntry: {
    method: "POST",
    path: "/admin/api/entries/:id/submit",
    access: "submit",
    params: entryParams,
    status: 200,
    answer: entryDetail,
  },
  publishEntry: {
    method: "POST",
    path: "/admin/api/entries/:id/publish",
    access: "publish",
    params: entryParams,
    body: publishBody,
    status: 200,
    answer: publishAnswer,
  },
  unpublishEntry: {
    method: "POST",
    path: "/admin/api/entries/:id/unpublish",
    access: "unpublish",
    params: entryParams,
    status: 200,
    answer: entryDetail,
  },
  restoreEntry: {
    method: "POST",
    path: "/admin/api/entries/:id/restore",
    access: "restore",
    params: entryParams,
    body: restoreBody,
    status: 200,
    answer: entryDetail,
  },
  moveEntry: {
    method: "POST",
    path: "/admin/api/entries/:id/move",
    access: "move",
    params: entryParams,
    body: moveBody,
    status: 200,
    answer: entryDetail,
  },
  deleteEntry: {
    method: "DELETE",
    path: "/admin/api/entries/:id",
    access: "delete",
    params: entryParams,
    status: 200,
    answer: entryDetail,
  },
  scheduleEntry: {
    method: "PUT",
    path: "/admin/api/entries/:id/schedule",
    access: "schedule",
    params: entryParams,
    body: scheduleBody,
    status: 200,
    answer: entryDetail,
  },
  publications: {
    method: "GET",
    path: "/admin/api/publications",
    access: "readPublications",
    status: 200,
    answer: publicationsAnswer,
  },
  restorePublication: {
    method: "POST",
    path: "/admin/api/publications/:version/restore",
    access: "restorePublication",
    params: publicationParams,
    status: 200,
    answer: restoredAnswer,
  },
  upload: {
    method: "POST",
    path: "/admin/api/uploads",
    access: "upload",
    query: uploadQuery,
    status: 201,
    answer: uploadedFile,
    invalid: "invalid_upload",
  },
  checkLinks: {
    method: "POST",
    path: "/admin/api/link-check",
    access: "checkLinks",
    status: 200,
    answer: linkCheckResult,
  },
  /** Issue 27: the site's languages, and what is not (or no longer) translated into the second one. */
  translations: {
    method: "GET",
    path: "/admin/api/translations",
    access: "readTranslations",
    status: 200,
    answer: translationsAnswer,
  },
  /** Issue 25: the publications refresh's state; POST starts one (409 while one runs). */
  publicationRefresh: {
    method: "GET",
    path: "/admin/api/publication-refresh",
    access: "refreshPublications",
    status: 200,
    answer: publicationRefreshState,
  },
  startPublicationRefresh: {
    method: "POST",
    path: "/admin/api/publication-refresh",
    access: "refreshPublications",
    body: publicationRefreshBody,
    status: 202,
    answer: publicationRefreshState,
  },
} as const satisfies Record<string, AdminRoute>;

export type AdminRouteName = keyof typeof adminApi;
type RouteOf<N extends AdminRouteName> = (typeof adminApi)[N];
type Part<R, K extends "params" | "query" | "body" | "answer"> = R extends { [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What a route takes in its body, as a client sends it. */
export type AdminBody<N extends AdminRouteName> = z.input<Part<RouteOf<N>, "body">>;
/** A route's answer as parsed (void for a 204). */
export type AdminAnswer<N extends AdminRouteName> = RouteOf<N>["answer"] extends z.ZodType
  ? z.output<RouteOf<N>["answer"]>
  : void;

/** A route's address with its `:name` parameters filled in, each encoded once. */
export function adminPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`adminPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Parses `value` as route `name` answers; throws when the server's answer does not match. */
export function parseAdminAnswer<N extends AdminRouteName>(name: N, value: unknown): AdminAnswer<N> {
  const schema: z.ZodType | null = adminApi[name].answer;
  return (schema ? schema.parse(value) : undefined) as AdminAnswer<N>;
}
