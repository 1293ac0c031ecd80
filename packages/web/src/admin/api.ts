/**
 * The editor's calls to /admin/api/: same origin, the session cookie sent by the browser, the CSRF
 * token in a header on every change, and the server's JSON error message as the thrown error's text.
 */
import type { SessionState } from "@dept/contract";

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

export function rememberSession(state: SessionState): SessionState {
  csrfToken = state.csrfToken;
  return state;
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["x-csrf-token"] = csrfToken;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`/admin/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin" });
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (data as { error?: { code: string; message: string } } | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? "error", error?.message ?? `The server answered ${response.status}.`);
  }
  return data as T;
}

export const loadSession = async () => rememberSession(await call<SessionState>("GET", "session"));
