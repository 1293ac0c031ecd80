/**
 * A publishing server killed (`kill -9`) at varying moments into a publish (issue 28, item 8).
 * PostgreSQL: two instances on one schema, the first killed, the second serving on. SQLite: one
 * instance, killed and started again. Either way every publish that committed has its "entry
 * published" audit line and one that rolled back has none, and the editor's repeat of the publish
 * (after its dropped connection) answers with that publication, or publishes it once.
 */
import fs from "node:fs";
import type { EntryDetail, PublishAnswer } from "@dept/contract";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { userCommand } from "../src/auth/user-command.js";
import { openDatabase, type DatabaseHandle } from "../src/db/database.js";
import { testDatabases } from "./support/databases.js";
import { Browser, killAll, spawnServer, type ServerProcess } from "./support/spawn-server.js";
import { STAFF_PASSWORD } from "./support/staff.js";
import { newTestPack, tempDir, write } from "./support/test-pack.js";

/** The application name the first (killed) instance's PostgreSQL sessions carry. */
const FIRST_INSTANCE = "publish-kill-first";

function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", name);
  return url.toString();
}

/** Waits until PostgreSQL has ended every session of the killed first instance. */
async function sessionsEnded(handle: DatabaseHandle): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ open: string }>`
      select count(*) as open from pg_stat_activity where application_name = ${FIRST_INSTANCE}
    `.execute(handle.db);
    if (Number(rows[0]!.open) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Tries per database; each kills a fresh instance at a later moment of its publish. */
const TRIES = { postgres: 8, sqlite: 4 } as const;

interface Try {
  delay: number;
  committed: boolean;
  lines: number;
  repeat?: unknown;
}

describe.each(testDatabases)("a publishing server killed mid-publish on $name", (database) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    killAll();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    "keeps the audit line and the publication together, and answers the repeat with what happened",
    { timeout: 600_000 },
    async ({ annotate }) => {
      const { databaseUrl, dataDir, drop } = await database.create();
      const pack = await newTestPack();
      const webDir = tempDir("web");
      write(webDir, "index.html", "<!doctype html><title>Test</title>");
      const otherDataDir = tempDir("data");
      cleanups.push(drop, () =>
        [pack, webDir, otherDataDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
      );
      const env = {
        DATABASE_URL: databaseUrl ?? "",
        CONTENT_DIR: pack,
        WEB_DIR: webDir,
        CONTENT_POLL_MS: "200",
        LOG_LEVEL: "warn",
      };
      // The first instance names itself to PostgreSQL, so the test can wait for its sessions to end.
      const firstDatabaseUrl = databaseUrl && withApplicationName(databaseUrl, FIRST_INSTANCE);
      const start = (dir = dataDir) =>
        spawnServer({ ...env, DATA_DIR: dir, DATABASE_URL: (dir === dataDir ? firstDatabaseUrl : databaseUrl) ?? "" });

      let first: ServerProcess = start();
      const firstAddress = await first.url;
      // Two instances share PostgreSQL; a second SQLite server cannot share the file, so there the
      // restarted first instance takes the repeat.
      const second = database.name === "postgres" ? start(otherDataDir) : undefined;
      const handle: DatabaseHandle = openDatabase({ dataDir, databaseUrl });
      cleanups.push(() => handle.close());
      await userCommand(
        handle.db,
        ["add", "publisher@dept.example", "--role", "publisher", "--password-stdin"],
        async () => STAFF_PASSWORD,
      );
      const browser = new Browser();
      await browser.signIn(firstAddress, "publisher@dept.example", STAFF_PASSWORD);

      const otherUrl = async () => (second ? second.url : first.url);
      const json = async <T>(response: Response) => {
        expect(response.status, `${response.url}: ${response.status}`).toBeLessThan(300);
        return (await response.json()) as T;
      };
      const { entries } = await json<{ entries: { id: string; title: string }[] }>(
        await browser.call(firstAddress, "GET", "/admin/api/collections/notices"),
      );
      const id = entries[0]!.id;
      const publicationsOf = async (title: string) =>
        (
          await handle.db
            .selectFrom("publications")
            .select("version")
            .where("summary", "=", `published notices: ${title}`)
            .execute()
        ).length;
      const linesOf = async (title: string) =>
        (
          await handle.db
            .selectFrom("audit_log")
            .select("id")
            .where("action", "=", "entry published")
            .where("target", "=", `notices: ${title}`)
            .execute()
        ).length;

      /** A new draft of the notice (through the second instance, or the one SQLite instance); its head revision. */
      const redraft = async (title: string) => {
        const other = await otherUrl();
        const opened = await json<EntryDetail>(await browser.call(other, "GET", `/admin/api/entries/${id}`));
        return (
          await json<EntryDetail>(
            await browser.call(other, "PUT", `/admin/api/entries/${id}`, {
              data: { ...opened.data, title },
              base: opened.head,
            }),
          )
        ).head;
      };
      const publish = (base: string, revision: string) =>
        browser.call(base, "POST", `/admin/api/entries/${id}/publish`, { revision });

      const restart = async () => {
        first.child.kill("SIGKILL");
        await first.exited;
        first = start();
        return first.url;
      };
      // How long a publish takes on a freshly started instance here: the kills are spread over that
      // and a half again, so some come before the commit and some after it.
      const warmUp = await redraft("Kill test warm-up");
      const fresh = await restart();
      const started = performance.now();
      await json<PublishAnswer>(await publish(fresh, warmUp));
      const span = (performance.now() - started) * 1.5;
      await restart();

      const tries: Try[] = [];
      const count = TRIES[database.name];
      for (let index = 0; index < count; index += 1) {
        const title = `Kill test notice ${index + 1}`;
        const revision = await redraft(title);
        const delay = Math.round((index * span) / (count - 1));
        const sent = publish(await first.url, revision).then(
          (response) => response.status,
          () => "dropped" as const,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
        first.child.kill("SIGKILL");
        await first.exited;
        await sent;
        // A COMMIT the killed process had sent still completes in PostgreSQL: what committed is
        // known once the killed instance's sessions have ended.
        if (databaseUrl) await sessionsEnded(handle);
        const committed = (await publicationsOf(title)) === 1;
        const lines = await linesOf(title);

        // The editor sends the same publish again, to whichever instance answers.
        first = start();
        const repeat = await publish(await otherUrl(), revision);
        const answer = (await repeat.json()) as PublishAnswer;
        tries.push({
          delay,
          committed,
          lines,
          repeat: {
            status: repeat.status,
            title: answer.title,
            state: answer.state,
            repeated: answer.repeated,
            publications: await publicationsOf(title),
            lines: await linesOf(title),
          },
        });
        await first.url;
      }

      const committed = tries.filter((one) => one.committed);
      const figure = {
        tries: tries.length,
        committed: committed.length,
        committedWithAuditLine: committed.filter((one) => one.lines === 1).length,
        rolledBackWithAuditLine: tries.filter((one) => !one.committed && one.lines > 0).length,
      };
      await annotate(
        `committed publishes with their audit line: ${figure.committedWithAuditLine}/${figure.committed} of ${figure.tries} tries (kills 0 to ${Math.round(span)} ms in); ${JSON.stringify(tries)}`,
      );
      expect(figure).toEqual({ ...figure, committedWithAuditLine: figure.committed, rolledBackWithAuditLine: 0 });
      // Every repeat is a success: the publication that happened, or the one publish that had not.
      expect(tries.map((one) => one.repeat)).toEqual(
        tries.map((one, index) => ({
          status: 200,
          title: `Kill test notice ${index + 1}`,
          state: "published",
          repeated: one.committed,
          publications: 1,
          lines: 1,
        })),
      );
    },
  );
});
