/**
 * The broken-link check (issue 15): links found at any depth of the entries' data, each site asked
 * within the bounds (HEAD, then GET when HEAD fails; a timeout on each request, a few at a time, a
 * total time), failures in words, and the endpoint naming exactly the broken links and the entries
 * that use them, on both databases. Every site here is a local node:http server or an address that
 * cannot answer: the tests contact nothing outside this machine. The production client refuses
 * local addresses (guarded-fetch.test.ts, the endpoint as production runs it included), so these
 * reach their site through the test-only client (support/link-sites.ts).
 */
import type { EntryDetail, LinkCheckResult, LinkUse } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.js";
import {
  checkLinks,
  collectLinks,
  describeFailure,
  LINK_CHECK_USER_AGENT,
  type LinkSource,
} from "../src/editor/link-check.js";
import type { GuardedClient } from "../src/net/guarded-fetch.js";
import { testConfig, testDatabases } from "./support/databases.js";
import { closedPort, siteClient, SITE_HOST, startSite, type Site } from "./support/link-sites.js";
import { addStaff, signIn, type Staff } from "./support/staff.js";

const UNRESOLVABLE = "http://no-such-host.invalid/profile";
// `.invalid` never resolves (RFC 6761); a resolver answers that at once, and without any DNS the
// lookup fails at once too (EAI_AGAIN). Should a resolver hang instead, the request's timeout ends it.
const DOES_NOT_RESOLVE = /^(does not resolve|timed out)$/;

const use = (entryId: string, field = "linkedin_url"): LinkUse => ({
  entryId,
  collection: "studentAchievements",
  title: entryId,
  field,
});
const links = (...urls: string[]) => new Map(urls.map((url, index) => [url, [use(`entry-${index}`)]]));

describe("collecting the links", () => {
  it("finds every absolute http(s) URL at any depth, once per URL, with every entry and field that uses it", () => {
    const sources: LinkSource[] = [
      {
        entryId: "site-1",
        collection: "site",
        title: "Site content",
        data: [
          {
            quickLinks: [
              { label: "Calendar", url: "https://example.edu/calendar" },
              { label: "Library", url: "HTTP://library.example.edu/" },
            ],
            programs: { mca: { title: "MCA", url: "https://mca.example.edu/" } },
            links: { committees: { label: "Committees", url: "https://example.edu/committees" } },
            footer: { credits: [{ label: "Developer", url: "https://example.edu/calendar" }] },
            // Not links: a relative path, another scheme, a URL inside a text, a stored file.
            contact: { email: "mailto:dept@example.edu", map: "/contact", note: "See https://example.edu/ for more." },
            video: { file: "0123456789abcdef0123456789abcdef/intro.mp4" },
            year: 2025,
          },
        ],
      },
      // Draft and live revisions both hold the same URL in the same field: one use.
      {
        entryId: "ach-1",
        collection: "studentAchievements",
        title: "A Student",
        data: [
          { linkedin_url: "https://linkedin.example.org/in/a" },
          { linkedin_url: "https://linkedin.example.org/in/a" },
        ],
      },
      // The live revision has an older URL than the draft: both are in use.
      {
        entryId: "ach-2",
        collection: "studentAchievements",
        title: "B Student",
        data: [
          { linkedin_url: "https://example.edu/calendar" },
          { linkedin_url: "https://linkedin.example.org/in/b-old" },
        ],
      },
    ];
    const found = collectLinks(sources);
    expect([...found.keys()]).toEqual([
      "https://example.edu/calendar",
      "HTTP://library.example.edu/",
      "https://mca.example.edu/",
      "https://example.edu/committees",
      "https://linkedin.example.org/in/a",
      "https://linkedin.example.org/in/b-old",
    ]);
    expect(found.get("https://example.edu/calendar")).toEqual([
      { entryId: "site-1", collection: "site", title: "Site content", field: "quickLinks.0.url" },
      { entryId: "site-1", collection: "site", title: "Site content", field: "footer.credits.0.url" },
      { entryId: "ach-2", collection: "studentAchievements", title: "B Student", field: "linkedin_url" },
    ]);
    expect(found.get("https://linkedin.example.org/in/a")).toEqual([
      { entryId: "ach-1", collection: "studentAchievements", title: "A Student", field: "linkedin_url" },
    ]);
  });
});

describe("describing a failed request", () => {
  const failed = (code: string, message = `${code} happened`) =>
    new TypeError("fetch failed", { cause: Object.assign(new Error(message), { code }) });

  it("says in words what went wrong", () => {
    expect(describeFailure(failed("ENOTFOUND"))).toBe("does not resolve");
    expect(describeFailure(failed("EAI_AGAIN"))).toBe("does not resolve");
    expect(describeFailure(failed("ECONNREFUSED"))).toBe("connection refused");
    expect(describeFailure(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe(
      "timed out",
    );
    expect(describeFailure(failed("CERT_HAS_EXPIRED", "certificate has expired"))).toBe(
      "TLS error: certificate has expired",
    );
    expect(
      describeFailure(
        failed(
          "ERR_SSL_WRONG_VERSION_NUMBER",
          "80:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../ssl3_record.c:350:",
        ),
      ),
    ).toBe("TLS error: wrong version number");
    expect(describeFailure(new TypeError("fetch failed", { cause: new Error("redirect count exceeded") }))).toBe(
      "redirect count exceeded",
    );
  });
});

describe("checking the links", () => {
  let site: Site;
  let client: GuardedClient;
  let closed: number;

  beforeAll(async () => {
    site = await startSite();
    closed = await closedPort();
    client = siteClient(site, [closed]);
  });

  afterAll(async () => {
    await site?.close();
  });

  it("calls a link broken when it answers 400 or more, does not resolve, refuses or does not answer in time", async () => {
    const refused = `http://${SITE_HOST}:${closed}/`;
    const urls = [
      `${site.base}/ok`,
      `${site.base}/missing`,
      `${site.base}/broken`,
      `${site.base}/moved`,
      `${site.base}/no-head`,
      `${site.base}/hang`,
      UNRESOLVABLE,
      refused,
      `${site.base}/loop`,
    ];
    const started = Date.now();
    const result = await checkLinks(links(...urls), { requestMs: 500, client });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ total: 9, ok: 3, notChecked: [] });
    expect(result.broken.map(({ url, status, problem }) => ({ url, status, problem }))).toEqual([
      { url: `${site.base}/missing`, status: 404, problem: "404 Not Found" },
      { url: `${site.base}/broken`, status: 500, problem: "500 Internal Server Error" },
      { url: `${site.base}/hang`, status: null, problem: "timed out" },
      { url: UNRESOLVABLE, status: null, problem: expect.stringMatching(DOES_NOT_RESOLVE) },
      { url: refused, status: null, problem: "connection refused" },
      // Redirects are followed a bounded number of times.
      { url: `${site.base}/loop`, status: null, problem: "too many redirects" },
    ]);
    expect(result.broken[0]!.usedIn).toEqual([use("entry-1")]);
  });

  it("asks with HEAD, asks again with GET only when HEAD fails, and names itself", async () => {
    site.hits.length = 0;
    await checkLinks(links(`${site.base}/ok`, `${site.base}/no-head`, `${site.base}/moved`), { client });
    const asked = (path: string) => site.hits.filter((hit) => hit.path === path).map((hit) => hit.method);
    expect(asked("/no-head")).toEqual(["HEAD", "GET"]);
    // The redirect is followed with HEAD: /ok is asked once for itself and once through /moved.
    expect(asked("/moved")).toEqual(["HEAD"]);
    expect(asked("/ok")).toEqual(["HEAD", "HEAD"]);
    expect(new Set(site.hits.map((hit) => hit.userAgent))).toEqual(new Set([LINK_CHECK_USER_AGENT]));
  });

  it("does not read a GET's body", async () => {
    const started = Date.now();
    const result = await checkLinks(links(`${site.base}/stream`), { requestMs: 2_000, client });
    expect(result.ok).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_500);
    await vi.waitFor(() => expect(site.streamClosed).toBe(true));
  });

  it("has at most four requests in flight", async () => {
    const urls = Array.from({ length: 12 }, (_, i) => `${site.base}/slow?n=${i}`);
    const result = await checkLinks(links(...urls), { client });
    expect(result.ok).toBe(12);
    expect(site.mostAtOnce).toBe(4);
  });

  it("reports what it did not reach within the total time or the number of URLs as not checked", async () => {
    const hanging = Array.from({ length: 6 }, (_, i) => `${site.base}/hang?n=${i}`);
    const started = Date.now();
    const late = await checkLinks(links(...hanging), { requestMs: 10_000, totalMs: 400, client });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(late).toMatchObject({ total: 6, ok: 0, broken: [] });
    expect(late.notChecked.map(({ url, status, problem }) => ({ url, status, problem }))).toEqual(
      hanging.map((url) => ({ url, status: null, problem: "not checked: time ran out" })),
    );

    const many = await checkLinks(links(`${site.base}/ok`, `${site.base}/moved`, `${site.base}/missing`), {
      maxUrls: 2,
      client,
    });
    expect(many).toMatchObject({ total: 3, ok: 2, broken: [] });
    expect(many.notChecked).toEqual([
      {
        url: `${site.base}/missing`,
        status: null,
        problem: "not checked: more than 2 links",
        usedIn: [use("entry-2")],
      },
    ]);
  });

  it("does not call a link broken when its site refuses automated checks (LinkedIn's 999)", async () => {
    const result = await checkLinks(links(`${site.base}/robots-refused`), { client });
    expect(result).toMatchObject({
      total: 1,
      ok: 0,
      broken: [],
      notChecked: [{ status: 999, problem: "not checked: the site refuses automated checks (999)" }],
    });
  });
});

describe.each(testDatabases)("the link-check endpoint on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let site: Site;
  let publisher: Staff;
  let admin: Staff;
  let closed: number;
  const ids: Record<string, string> = {};

  const achievement = (name: string, linkedin: string) => ({
    name,
    date: "March 2026",
    achievement: "A prize",
    details: "For a project.",
    photos: [],
    linkedin_url: linkedin,
  });
  const create = async (name: string, linkedin: string) => {
    const answer = await publisher.call("POST", "/admin/api/collections/studentAchievements", {
      data: achievement(name, linkedin),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const entry = answer.json<EntryDetail>();
    ids[name] = entry.id;
    return entry;
  };
  const act = async (name: string, action: string) => {
    const answer = await publisher.call("POST", `/admin/api/entries/${ids[name]}/${action}`);
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    site = await startSite();
    closed = await closedPort();
    // In code only, as a test can: the client that may reach this test's site.
    app = await buildApp(testConfig({ databaseUrl: created.databaseUrl, dataDir: created.dataDir }), {
      outgoingClient: siteClient(site, [closed]),
    });
    await app.ready();
    await addStaff(app, "publisher@dept.example", "publisher");
    await addStaff(app, "admin@dept.example", "admin");
    publisher = await signIn(app, "publisher@dept.example");
    admin = await signIn(app, "admin@dept.example", undefined, "192.0.2.11");
  });

  afterAll(async () => {
    await app?.close();
    await site?.close();
    await drop?.();
  });

  it("names exactly the broken links and the entries that use them, and writes the counts to the audit log", async () => {
    const refused = `http://${SITE_HOST}:${closed}/in/farid`;
    await create("Asha", `${site.base}/ok`);
    await act("Asha", "publish");
    await create("Bilal", `${site.base}/missing`);
    await act("Bilal", "publish");
    await create("Chitra", `${site.base}/broken`); // a draft only
    await create("Dev", `${site.base}/moved`);
    await create("Esha", `${site.base}/no-head`);
    await create("Farid", refused);
    await create("Gita", UNRESOLVABLE);
    await create("Hari", `${site.base}/missing`);
    // Live with a working link, its draft with a broken one: the draft's counts too.
    const indu = await create("Indu", `${site.base}/ok`);
    await act("Indu", "publish");
    const live = (await publisher.call("GET", `/admin/api/entries/${indu.id}`)).json<EntryDetail>();
    const saved = await publisher.call("PUT", `/admin/api/entries/${indu.id}`, {
      data: achievement("Indu", `${site.base}/gone`),
      base: live.head,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A deleted entry's links are nobody's concern.
    await create("Jai", `${site.base}/deleted-entry-link`);
    expect((await publisher.call("DELETE", `/admin/api/entries/${ids.Jai}`)).statusCode).toBe(200);

    site.hits.length = 0;
    // Two at once (another click, another publisher) share one check.
    const [answer, second] = await Promise.all([
      publisher.call("POST", "/admin/api/link-check"),
      admin.call("POST", "/admin/api/link-check"),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(second.json()).toEqual(answer.json());
    expect(site.hits.filter((hit) => hit.path === "/missing").map((hit) => hit.method)).toEqual(["HEAD", "GET"]);
    expect(site.hits.some((hit) => hit.path === "/deleted-entry-link")).toBe(false);

    const result = answer.json<LinkCheckResult>();
    expect(Date.parse(result.checkedAt)).not.toBeNaN();
    // No pack was imported: these entries are all there is. /ok (Asha, Indu's live revision),
    // /moved and /no-head work.
    expect(result).toMatchObject({ total: 8, ok: 3, notChecked: [] });
    const at = (name: string) => ({
      entryId: ids[name],
      collection: "studentAchievements",
      title: name,
      field: "linkedin_url",
    });
    const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);
    expect([...result.broken].sort(byUrl)).toEqual(
      [
        { url: `${site.base}/missing`, status: 404, problem: "404 Not Found", usedIn: [at("Bilal"), at("Hari")] },
        { url: `${site.base}/broken`, status: 500, problem: "500 Internal Server Error", usedIn: [at("Chitra")] },
        { url: refused, status: null, problem: "connection refused", usedIn: [at("Farid")] },
        { url: UNRESOLVABLE, status: null, problem: expect.stringMatching(DOES_NOT_RESOLVE), usedIn: [at("Gita")] },
        { url: `${site.base}/gone`, status: 404, problem: "404 Not Found", usedIn: [at("Indu")] },
      ].sort(byUrl),
    );

    const { entries } = (await admin.call("GET", "/admin/api/audit")).json<{
      entries: { actor: string; action: string; target: string }[];
    }>();
    const checks = entries.filter((entry) => entry.action === "links checked");
    expect(checks.map((entry) => entry.actor).sort()).toEqual(["admin@dept.example", "publisher@dept.example"]);
    expect(checks[0]!.target).toBe(
      `${result.total} links: ${result.ok} ok, ${result.broken.length} broken, ${result.notChecked.length} not checked`,
    );
  });
});
