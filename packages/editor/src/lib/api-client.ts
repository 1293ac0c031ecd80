/**
 * The editor's calls to /admin/api/: same origin, the session cookie sent by the browser, the CSRF
 * token in a header on every change, and the server's JSON error message as the thrown error's text
 * (an outage in the editor's own words: every form shows what it throws).
 */
import type { FileFieldKind, SessionState, UploadedFile } from "@dept/contract";

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
  const response = await reach(`/admin/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin" });
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
    if (!error && [502, 503, 504].includes(response.status)) throw new ApiError(response.status, "unavailable", SERVER_UNAVAILABLE);
    throw new ApiError(response.status, error?.code ?? "error", error?.message ?? `The server answered ${response.status}.`);
  }
  return data as T;
}

/** One file as a form would send it (multipart), with the CSRF token; the server proves its kind. */
export async function upload(kind: FileFieldKind, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append("file", file);
  const response = await reach(`/admin/api/uploads?kind=${kind}`, { method: "POST", headers: { Accept: "application/json", "x-csrf-token": csrfToken }, body, credentials: "same-origin" });
  return answer<UploadedFile>(response);
}

export const loadSession = async () => rememberSession(await call<SessionState>("GET", "session"));
