/**
 * The editor's calls to /admin/api/: same origin, the session cookie sent by the browser, the CSRF
 * token in a header on every change, and the server's JSON error message as the thrown error's text.
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
  const response = await fetch(`/admin/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin" });
  return answer<T>(response);
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
    throw new ApiError(response.status, error?.code ?? "error", error?.message ?? `The server answered ${response.status}.`);
  }
  return data as T;
}

/** One file as a form would send it (multipart), with the CSRF token; the server proves its kind. */
export async function upload(kind: FileFieldKind, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(`/admin/api/uploads?kind=${kind}`, { method: "POST", headers: { Accept: "application/json", "x-csrf-token": csrfToken }, body, credentials: "same-origin" });
  return answer<UploadedFile>(response);
}

export const loadSession = async () => rememberSession(await call<SessionState>("GET", "session"));
