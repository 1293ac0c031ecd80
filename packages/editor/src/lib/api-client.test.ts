/**
 * The editor's error texts for an outage (issue 28, item 9): what sign-in, save and every other
 * form show is the database or the server being unavailable, not a CSRF failure or "something
 * went wrong".
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, call, DATABASE_UNAVAILABLE, upload } from "./api-client";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const unavailable = () =>
  json(503, {
    error: { code: "database_unavailable", message: "The database is unreachable; please try again in a moment." },
  });

async function thrown(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("editor API errors", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says the database is unavailable when signing in or saving during an outage", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => unavailable()),
    );
    const signIn = await thrown(call("POST", "session", { email: "a@dept.example", password: "x" }));
    expect(signIn.message).toBe("The database is unavailable; try again in a moment.");
    expect(signIn.code).toBe("database_unavailable");
    const save = await thrown(call("PUT", "entries/00000000-0000-4000-8000-000000000000", { data: {} }));
    expect(save.message).toBe(DATABASE_UNAVAILABLE);
    const file = await thrown(upload("pdf", new File(["%PDF-1.4"], "a.pdf")));
    expect(file.message).toBe(DATABASE_UNAVAILABLE);
  });

  it("says the server is unavailable for a proxy's error page, and that it cannot be reached without a connection", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
      ),
    );
    expect((await thrown(call("GET", "session"))).message).toBe("The server is unavailable; try again in a moment.");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect((await thrown(call("GET", "session"))).message).toBe(
      "The server cannot be reached; check the connection and try again.",
    );
  });

  it("keeps the server's own message for other errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(400, { error: { code: "invalid_body", message: "title: Required." } })),
    );
    const error = await thrown(call("POST", "collections/notices", { data: {} }));
    expect(error.message).toBe("title: Required.");
    expect(error.status).toBe(400);
  });
});
