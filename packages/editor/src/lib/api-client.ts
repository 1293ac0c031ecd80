/**
 * The editor's calls to /admin/api/: same origin, the session cookie sent by the browser, the CSRF
 * token in a header on every change, and the server's JSON error message as the thrown error's text
 * (an outage in the editor's own words: every form shows what it throws). `adminCall` names a route
 * of the contract's table (adminApi) and parses its answer with the route's schema.
 */
import {
  adminApi,
  adminPath,
  parseAdminAnswer,
  type AdminAnswer,
  type AdminBody,
  type AdminRouteName,
  type FileFieldKind,
  type SessionState,
  type UploadedFile,
} from "@dept/contract";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What every form says while the database is down (the server's 503 `database_unavailable`). */
export const DATABASE_UNAVAILABLE = "The database is unavailable; try again in a moment.";
const SERVER_UNAVAILABLE = "The server is unavailable; try again in a moment.";
const NO_CONNECTION = "The server cannot be reached; check the connection and try again.";
const NOT_UNDERSTOOD = "The server's answer was not understood; reload the page and try again.";

let csrfToken = "";
/** The site's time zone (TIME_ZONE), in which scheduled times are shown and entered. */
export let siteTimeZone = "Asia/Kolkata";

export function rememberSession(state: SessionState): SessionState {
  csrfToken = state.csrfToken;
  siteTimeZone = state.timeZone;
  return state;
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["x-csrf-token"] = csrfToken;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await reach(`/admin/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  return answer<T>(response);
}

/** fetch, with no connection at all as an ApiError in words (fetch's own is "Failed to fetch"). */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError(0, "no_connection", NO_CONNECTION);
  }
}

async function answer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = (data as { error?: { code: string; message: string } } | undefined)?.error;
    if (error?.code === "database_unavailable") throw new ApiError(response.status, error.code, DATABASE_UNAVAILABLE);
    // A proxy's page in front of a server that is down or restarting.
    if (!error && [502, 503, 504].includes(response.status))
      throw new ApiError(response.status, "unavailable", SERVER_UNAVAILABLE);
    throw new ApiError(
      response.status,
      error?.code ?? "error",
      error?.message ?? `The server answered ${response.status}.`,
    );
  }
  return data as T;
}

export interface AdminRequest<N extends AdminRouteName> {
  /** The route's `:name` values, encoded here. */
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: AdminBody<N>;
}

/** Calls route `name` of the admin API and parses its answer with the route's schema. */
export async function adminCall<N extends AdminRouteName>(
  name: N,
  request: AdminRequest<N> = {},
): Promise<AdminAnswer<N>> {
  const route = adminApi[name];
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  const path = adminPath(route.path, request.params).slice("/admin/api/".length) + (query ? `?${query}` : "");
  return parsed(name, await call<unknown>(route.method, path, request.body));
}

/** A well-formed answer, or an ApiError in words: a component never meets a malformed one. */
function parsed<N extends AdminRouteName>(name: N, data: unknown): AdminAnswer<N> {
  try {
    return parseAdminAnswer(name, data);
  } catch {
    throw new ApiError(200, "bad_answer", NOT_UNDERSTOOD);
  }
}

/** One file as a form would send it (multipart), with the CSRF token; the server proves its kind. */
export async function upload(kind: FileFieldKind, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append("file", file);
  const response = await reach(`/admin/api/uploads?kind=${kind}`, {
    method: "POST",
    headers: { Accept: "application/json", "x-csrf-token": csrfToken },
    body,
    credentials: "same-origin",
  });
  return parsed("upload", await answer<unknown>(response)) satisfies UploadedFile;
}

/** A caught error's text, as every form shows it. */
export const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));
