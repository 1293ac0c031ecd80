/**
 * The audit log and the changes it names commit together (issue 28, item 8) on both databases: a
 * change whose transaction fails leaves no line, every change that commits has exactly one, and a
 * publish sent again after a dropped connection answers with the publication that happened.
 * Failures are injected by a database trigger, so the code under test is the production code.
 */
import type { EntryDetail, PublicationInfo, PublishAnswer } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyDueSchedules } from "../src/editor/schedule.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, editorTestApp, signIn, STAFF_PASSWORD, type EditorTestApp, type Staff } from "./support/staff.js";
import { importInto } from "./support/test-app.js";

const HOUR = 3600_000;

describe.each(testDatabases)("audit lines in the change's transaction on $name", (database) => {
  let setup: EditorTestApp;
  let app: FastifyInstance;
  let editor: Staff;
  let publisher: Staff;
  let admin: Staff;

  const lines = async () =>
    app.database.db.selectFrom("audit_log").select(["id", "actor", "action", "target", "address"]).execute();
  const linesFor = async (action: string, target: string) =>
    (await lines()).filter((line) => line.action === action && line.target === target);
  const publications = async () =>
    (await publisher.call("GET", "/admin/api/publications")).json<{ publications: PublicationInfo[] }>().publications;
  const publicTitles = async () =>
    (await app.inject({ url: "/generals/notice" })).json<{ title: string }[]>().map((notice) => notice.title);
  const detail = async (id: string) => (await publisher.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>();
  const notices = async () =>
    (await publisher.call("GET", "/admin/api/collections/notices")).json<{ entries: { id: string; title: string }[] }>()
      .entries;
  const noticeNamed = async (title: string) => (await notices()).find((entry) => entry.title === title)!;
  /** A new draft of the notice titled `title`, saved by the editor; its detail. */
  const redraft = async (title: string, newTitle: string) => {
    const opened = await detail((await noticeNamed(title)).id);
    const saved = await editor.call("PUT", `/admin/api/entries/${opened.id}`, {
      data: { ...opened.data, title: newTitle },
      base: opened.head,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<EntryDetail>();
  };

  /** Makes the database fail a statement on `table` (before or after the row is written) while `when` holds; returns the undo. */
  const injectFailure = async (name: string, timing: "before" | "after", table: string, when: string) => {
    const { db, dialect } = app.database;
    if (dialect === "sqlite") {
      await sql
        .raw(
          `create trigger ${name} ${timing} insert on ${table} when ${when} begin select raise(abort, 'injected failure'); end`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create or replace function injected_failure() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${name} ${timing} insert on ${table} for each row when (${when}) execute function injected_failure()`,
        )
        .execute(db);
    }
    return async () => {
      await sql.raw(dialect === "sqlite" ? `drop trigger ${name}` : `drop trigger ${name} on ${table}`).execute(db);
    };
  };

  beforeAll(async () => {
    setup = await editorTestApp(database);
    ({ app, editor, publisher } = setup);
    await addStaff(app, "admin@dept.example", "admin");
    admin = await signIn(app, "admin@dept.example", undefined, "192.0.2.13");
  });

  afterAll(async () => {
    await setup?.close();
  });

  it("rolls a publish back whole when its transaction fails after the audit line: nothing goes live and no line stays", async () => {
    const draft = await redraft("Older notice", "Older notice, revised");
    const before = await publications();
    const undo = await injectFailure("fail_after_publish_line", "after", "audit_log", "NEW.action = 'entry published'");
    const failed = await publisher.call("POST", `/admin/api/entries/${draft.id}/publish`, { revision: draft.head });
    await undo();
    expect(failed.statusCode).toBe(500);
    expect(await detail(draft.id)).toMatchObject({ state: "draft", live: true, pending: true, head: draft.head });
    expect(await publications()).toEqual(before);
    expect(await publicTitles()).not.toContain("Older notice, revised");
    expect(await linesFor("entry published", "notices: Older notice, revised")).toEqual([]);

    // The editor's repeat of that publish now goes through, once.
    const again = await publisher.call("POST", `/admin/api/entries/${draft.id}/publish`, { revision: draft.head });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PublishAnswer>()).toMatchObject({
      state: "published",
      pending: false,
      repeated: false,
      publication: before[0]!.version + 1,
    });
    expect(await publicTitles()).toContain("Older notice, revised");
    expect(await linesFor("entry published", "notices: Older notice, revised")).toHaveLength(1);
  });

  it("does not make an account change whose audit line fails", async () => {
    const undo = await injectFailure("fail_after_user_line", "after", "audit_log", "NEW.action like 'user %'");
    const added = await admin.call("POST", "/admin/api/users", {
      email: "new@dept.example",
      role: "editor",
      password: STAFF_PASSWORD,
    });
    const changed = await admin.call("PATCH", "/admin/api/users/editor@dept.example", { role: "publisher" });
    await undo();
    expect([added.statusCode, changed.statusCode]).toEqual([500, 500]);
    const { users } = (await admin.call("GET", "/admin/api/users")).json<{
      users: { email: string; role: string }[];
    }>();
    expect(users.map((user) => user.email)).not.toContain("new@dept.example");
    expect(users.find((user) => user.email === "editor@dept.example")?.role).toBe("editor");
    expect((await lines()).filter((line) => line.actor === "admin@dept.example" && line.action !== "sign-in")).toEqual(
      [],
    );
  });

  it("writes no line for a publish or an import whose rebuild fails", async () => {
    const draft = await redraft("Newer notice", "Newer notice, failed");
    const importsBefore = (await lines()).filter((line) => line.action === "content imported").length;
    const undo = await injectFailure("fail_publication", "before", "publications", "1 = 1");
    const failed = await publisher.call("POST", `/admin/api/entries/${draft.id}/publish`, { revision: draft.head });
    const imported = await importInto(app, setup.pack).then(
      () => "imported",
      () => "failed",
    );
    await undo();
    expect([failed.statusCode, imported]).toEqual([500, "failed"]);
    expect(await linesFor("entry published", "notices: Newer notice, failed")).toEqual([]);
    expect((await lines()).filter((line) => line.action === "content imported")).toHaveLength(importsBefore);
  });

  it("writes exactly one line, with who and from where, for every change that commits", async () => {
    await addStaff(app, "changer@dept.example", "editor");
    const changer = await signIn(app, "changer@dept.example", undefined, "192.0.2.14");
    const seen = new Set((await lines()).map((line) => line.id));
    const post = async (staff: Staff, method: string, url: string, body?: unknown) => {
      const answer = await staff.call(method, url, body);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
      return answer.json<EntryDetail>();
    };
    const existing = await detail((await notices())[0]!.id);
    const created = await post(editor, "POST", "/admin/api/collections/notices", {
      data: { ...existing.data, title: "Audit notice" },
    });
    await post(editor, "PUT", `/admin/api/entries/${created.id}`, {
      data: { ...existing.data, title: "Audit notice 2" },
      base: created.head,
    });
    const submitted = await post(editor, "POST", `/admin/api/entries/${created.id}/submit`);
    await post(publisher, "POST", `/admin/api/entries/${created.id}/publish`, { revision: submitted.head });
    await post(publisher, "POST", `/admin/api/entries/${created.id}/unpublish`);
    await post(publisher, "POST", `/admin/api/entries/${created.id}/restore`, { revision: created.revisions[0]!.id });
    const publishAt = new Date(Date.now() + HOUR).toISOString();
    await post(publisher, "PUT", `/admin/api/entries/${created.id}/schedule`, { publishAt, unpublishAt: null });
    const { version } = (await applyDueSchedules(app.database, new Date(Date.now() + 2 * HOUR)))!;
    const workshop = (await publisher.call("GET", "/admin/api/collections/workshops")).json<{
      entries: { id: string; title: string }[];
    }>().entries[1]!;
    await post(publisher, "POST", `/admin/api/entries/${workshop.id}/move`, { direction: "up" });
    await post(publisher, "DELETE", `/admin/api/entries/${created.id}`);
    const restored = (await publisher.call("POST", `/admin/api/publications/${version}/restore`)).json<{
      version: number;
    }>().version;
    const imported = (await importInto(app, setup.pack)).version;
    await post(admin, "POST", "/admin/api/users", {
      email: "later@dept.example",
      role: "editor",
      password: STAFF_PASSWORD,
    });
    await post(admin, "PATCH", "/admin/api/users/later@dept.example", { disabled: true });
    expect(
      (await admin.call("POST", "/admin/api/users/later@dept.example/password", { password: `${STAFF_PASSWORD}!` }))
        .statusCode,
    ).toBe(204);
    await post(changer, "POST", "/admin/api/password", { current: STAFF_PASSWORD, password: `${STAFF_PASSWORD}?` });

    const written = (await lines())
      .filter((line) => !seen.has(line.id))
      .map(({ actor, action, target, address }) => [actor, action, target, address].join(" | "));
    const editorLine = (action: string, target: string) => `editor@dept.example | ${action} | ${target} | 192.0.2.10`;
    const publisherLine = (action: string, target: string) =>
      `publisher@dept.example | ${action} | ${target} | 192.0.2.11`;
    const adminLine = (action: string, target: string) => `admin@dept.example | ${action} | ${target} | 192.0.2.13`;
    expect(written.sort()).toEqual(
      [
        editorLine("entry created", "notices: Audit notice"),
        editorLine("draft saved", "notices: Audit notice 2"),
        editorLine("entry submitted for review", "notices: Audit notice 2"),
        publisherLine("entry published", "notices: Audit notice 2"),
        publisherLine("entry unpublished", "notices: Audit notice 2"),
        publisherLine("revision restored as draft", "notices: Audit notice"),
        publisherLine(`entry scheduled: publish at ${publishAt}`, "notices: Audit notice"),
        `schedule | published notices: Audit notice | version ${version} | -`,
        publisherLine("entry moved", `workshops: ${workshop.title}`),
        publisherLine("entry deleted", "notices: Audit notice"),
        publisherLine(`publication ${version} restored`, `version ${restored}`),
        `import | content imported | version ${imported} | -`,
        adminLine("user added as editor", "later@dept.example"),
        adminLine("user disabled", "later@dept.example"),
        adminLine("password reset", "later@dept.example"),
        "changer@dept.example | password changed | changer@dept.example | 192.0.2.14",
      ].sort(),
    );
  });

  it("answers a publish sent again with the publication that happened, and publishes nothing more", async () => {
    const existing = await detail((await notices())[0]!.id);
    const created = await editor.call("POST", "/admin/api/collections/notices", {
      data: { ...existing.data, title: "Once notice" },
    });
    const draft = created.json<EntryDetail>();
    const before = await publications();
    const first = await publisher.call("POST", `/admin/api/entries/${draft.id}/publish`, { revision: draft.head });
    expect(first.statusCode, first.body).toBe(200);
    const { publication } = first.json<PublishAnswer>();
    expect(first.json<PublishAnswer>()).toMatchObject({
      state: "published",
      live: true,
      pending: false,
      repeated: false,
      publication: before[0]!.version + 1,
    });

    for (const body of [{ revision: draft.head }, {}]) {
      const repeat = await publisher.call("POST", `/admin/api/entries/${draft.id}/publish`, body);
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(repeat.json<PublishAnswer>()).toMatchObject({
        state: "published",
        pending: false,
        repeated: true,
        publication,
      });
    }
    expect(await publications()).toHaveLength(before.length + 1);
    expect(await linesFor("entry published", "notices: Once notice")).toHaveLength(1);
    expect(
      (await detail(draft.id)).revisions.filter(
        (revision) => revision.state === "published" && revision.version === publication,
      ),
    ).toHaveLength(1);

    // A revision that is neither live nor the newest any more is refused, not published.
    const newer = await redraft("Once notice", "Once notice, revised");
    const stale = await publisher.call("POST", `/admin/api/entries/${draft.id}/publish`, { revision: draft.head });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: {
        code: "conflict",
        message: "Someone changed this entry after you opened it. Reload it to see their change.",
      },
    });
    const current = await publisher.call("POST", `/admin/api/entries/${draft.id}/publish`, { revision: newer.head });
    expect(current.json<PublishAnswer>()).toMatchObject({ repeated: false, publication: publication + 1 });
  });
});
