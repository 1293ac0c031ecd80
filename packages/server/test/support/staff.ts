/** Staff accounts and signed-in sessions for the admin API's tests (app.inject, no browser). */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import fs from "node:fs";
import { userCommand } from "../../src/auth/user-command.js";
import type { TestDatabase } from "./databases.js";
import { importInto, startApp } from "./test-app.js";
import { newTestPack } from "./test-pack.js";

export const STAFF_PASSWORD = "correct horse battery staple";

/** Adds an account as the CLI does (`user add EMAIL --role ROLE --password-stdin`). */
export async function addStaff(
  app: FastifyInstance,
  email: string,
  role: string,
  password = STAFF_PASSWORD,
): Promise<void> {
  await userCommand(app.database.db, ["add", email, "--role", role, "--password-stdin"], async () => `${password}\n`);
}

export interface Staff {
  cookie: string;
  csrfToken: string;
  /** A request with this session's cookie and CSRF token. */
  call(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === "dept_admin");
  return cookie ? `dept_admin=${cookie.value}` : undefined;
}

/** A Cookie header: `cookie` with what `response` set (or cleared) applied, as a browser would. */
export function withCookies(cookie: string, response: LightMyRequestResponse): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const set of response.cookies as { name: string; value: string }[]) {
    if (set.value) jar.set(set.name, `${set.name}=${set.value}`);
    else jar.delete(set.name);
  }
  return [...jar.values()].join("; ");
}

export function asSession(
  app: FastifyInstance,
  cookie: string,
  csrfToken: string,
  remoteAddress = "192.0.2.10",
): Staff {
  return {
    cookie,
    csrfToken,
    call: (method, url, payload) =>
      app.inject({
        method: method as "GET",
        url,
        remoteAddress,
        headers: {
          cookie,
          "x-csrf-token": csrfToken,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      }),
  };
}

/** A visitor not signed in with its CSRF cookie and token, as the editor's first request makes. */
export async function anonymous(app: FastifyInstance, remoteAddress = "192.0.2.10"): Promise<Staff> {
  const start = await app.inject({ method: "GET", url: "/admin/api/session", remoteAddress });
  expect(start.statusCode).toBe(200);
  return asSession(app, withCookies("", start), start.json<{ csrfToken: string }>().csrfToken, remoteAddress);
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
  remoteAddress = "192.0.2.10",
): Promise<Staff> {
  const start = await anonymous(app, remoteAddress);
  const answer = await start.call("POST", "/admin/api/session", { email, password });
  expect(answer.statusCode, answer.body).toBe(200);
  return asSession(
    app,
    withCookies(start.cookie, answer),
    answer.json<{ csrfToken: string }>().csrfToken,
    remoteAddress,
  );
}

/** POST /admin/api/uploads as a browser's form would send one file. */
export function upload(
  staff: Staff,
  app: FastifyInstance,
  kind: string,
  name: string,
  bytes: Buffer,
  type = "application/octet-stream",
): Promise<LightMyRequestResponse> {
  const boundary = "----editor-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return app.inject({
    method: "POST",
    url: `/admin/api/uploads?kind=${kind}`,
    remoteAddress: "192.0.2.10",
    headers: {
      cookie: staff.cookie,
      "x-csrf-token": staff.csrfToken,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

/** An app on a fresh test database with the test pack imported, and an editor, a publisher and Ada's faculty account signed in. */
export interface EditorTestApp {
  app: FastifyInstance;
  /** The database and data folder, for a second app on them. */
  databaseUrl: string | undefined;
  dataDir: string;
  pack: string;
  editor: Staff;
  publisher: Staff;
  faculty: Staff;
  close(): Promise<void>;
}

export async function editorTestApp(database: TestDatabase): Promise<EditorTestApp> {
  const { databaseUrl, dataDir, drop } = await database.create();
  const app = await startApp({ databaseUrl, dataDir });
  const pack = await newTestPack();
  await importInto(app, pack);
  await addStaff(app, "editor@dept.example", "editor");
  await addStaff(app, "publisher@dept.example", "publisher");
  await addStaff(app, "ada@dept.example", "faculty:ada.lovelace");
  return {
    app,
    databaseUrl,
    dataDir,
    pack,
    editor: await signIn(app, "editor@dept.example"),
    publisher: await signIn(app, "publisher@dept.example", undefined, "192.0.2.11"),
    faculty: await signIn(app, "ada@dept.example", undefined, "192.0.2.12"),
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(pack, { recursive: true, force: true });
    },
  };
}
