/**
 * The guarded client of the server's outgoing requests (issue 28, item 1: SSRF): a link to this
 * machine, its network or the cloud metadata address is not requested at all, whatever form the
 * address takes, whether a name resolves to it or a redirect leads there, and the link check lists
 * it as "not checked: internal address", also through POST /admin/api/link-check as production
 * runs it. The local site would record any request that got through.
 */
import type { EntryDetail, LinkCheckResult, LinkUse } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLinks } from "../src/editor/link-check.js";
import { isPublicAddress } from "../src/net/address-policy.js";
import { guardedClient, type GuardedClient } from "../src/net/guarded-fetch.js";
import { testDatabases } from "./support/databases.js";
import { siteClient, startSite, testResolver, type Site } from "./support/link-sites.js";
import { addStaff, signIn, type Staff } from "./support/staff.js";
import { startApp } from "./support/test-app.js";

const use = (entryId: string): LinkUse => ({
  entryId,
  collection: "studentAchievements",
  title: entryId,
  field: "linkedin_url",
});
const links = (...urls: string[]) => new Map(urls.map((url, index) => [url, [use(`entry-${index}`)]]));
const problems = (result: LinkCheckResult) =>
  [...result.broken, ...result.notChecked].map(({ url, status, problem }) => ({ url, status, problem }));
const internal = (url: string) => ({ url, status: null, problem: "not checked: internal address" });

let site: Site;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site?.close();
});

/** Every form of an internal address the client refuses; the first ones lead to the local site. */
const internalUrls = () => [
  `http://127.0.0.1:${site.port}/ok`,
  `http://localhost:${site.port}/ok`,
  `http://127.1:${site.port}/ok`,
  `http://2130706433:${site.port}/ok`,
  `http://0.0.0.0:${site.port}/ok`,
  `http://[::1]:${site.port}/ok`,
  `http://[::]:${site.port}/ok`,
  `http://[::ffff:127.0.0.1]:${site.port}/ok`,
  `http://[::ffff:7f00:1]:${site.port}/ok`,
  "http://10.1.2.3/",
  "http://172.16.0.1/",
  "http://192.168.1.1/",
  "http://169.254.169.254/latest/meta-data/",
  "http://100.64.0.1/",
  "http://[fd00::1]/",
  "http://[fe80::1]/",
  "http://[64:ff9b::7f00:1]/",
  "http://[2002:7f00:1::1]/",
  "http://224.0.0.1/",
  "http://255.255.255.255/",
];

describe("the guarded client", () => {
  it("refuses every form of an internal address without requesting it (the production client, and one that permits the site's port)", async () => {
    const portOnly = guardedClient({ allow: { ports: [site.port] } });
    for (const client of [undefined, portOnly]) {
      site.hits.length = 0;
      const urls = internalUrls();
      const result = await checkLinks(links(...urls), { requestMs: 2_000, ...(client && { client }) });
      expect(result).toMatchObject({ total: urls.length, ok: 0, broken: [] });
      expect(problems(result)).toEqual(urls.map(internal));
      expect(site.hits).toEqual([]);
    }
  });

  it("checks the address a name resolves to: a public-looking name of this machine is refused", async () => {
    const resolve = testResolver({
      "intranet.example.org": ["127.0.0.1"],
      "v6.example.org": ["::1"],
      "both.example.org": ["93.184.215.14", "127.0.0.1"],
    });
    const urls = ["intranet.example.org", "v6.example.org", "both.example.org"].map(
      (name) => `http://${name}:${site.port}/ok`,
    );
    for (const client of [guardedClient({ resolve }), guardedClient({ resolve, allow: { ports: [site.port] } })]) {
      site.hits.length = 0;
      const result = await checkLinks(links(...urls), { client });
      expect(problems(result)).toEqual(urls.map(internal));
      expect(site.hits).toEqual([]);
    }
    // The same name with the test's address permission does reach the site: the hits would show a request.
    const permitted = await checkLinks(links(urls[0]!), {
      client: guardedClient({ resolve, allow: { addresses: ["127.0.0.1"], ports: [site.port] } }),
    });
    expect(permitted.ok).toBe(1);
    expect(site.hits.map((hit) => hit.path)).toEqual(["/ok"]);
  });

  it("connects to the address it checked: the name is resolved once, never again by the connection", async () => {
    let asked = 0;
    // The system resolver does not know this name: a second lookup by the socket would fail.
    const resolve = async (hostname: string) => {
      asked += 1;
      return hostname === "rebind.test" && asked === 1 ? ["127.0.0.1"] : ["10.0.0.1"];
    };
    const client: GuardedClient = guardedClient({ resolve, allow: { addresses: ["127.0.0.1"], ports: [site.port] } });
    site.hits.length = 0;
    expect(await client(`http://rebind.test:${site.port}/ok`, { method: "HEAD" })).toEqual({
      status: 200,
      url: `http://rebind.test:${site.port}/ok`,
    });
    expect(asked).toBe(1);
    expect(site.hits.map((hit) => hit.path)).toEqual(["/ok"]);
  });

  it("checks every redirect: a permitted site that redirects inside the network is refused at the hop", async () => {
    const targets = [
      `http://[::1]:${site.port}/ok`,
      `http://localhost:${site.port}/ok`,
      "http://169.254.169.254/latest/meta-data/",
      `http://127.0.0.2:${site.port}/ok`,
    ];
    const urls = targets.map((to) => `${site.base}/to-internal?to=${encodeURIComponent(to)}`);
    site.hits.length = 0;
    const result = await checkLinks(links(...urls), { client: siteClient(site) });
    expect(problems(result)).toEqual(urls.map(internal));
    // The permitted site was asked (HEAD, once each); where it pointed was not.
    expect(site.hits.map((hit) => `${hit.method} ${hit.path}`)).toEqual(targets.map(() => "HEAD /to-internal"));

    const elsewhere = `${site.base}/to-internal?to=${encodeURIComponent("file:///etc/passwd")}`;
    expect(problems(await checkLinks(links(elsewhere), { client: siteClient(site) }))).toEqual([
      { url: elsewhere, status: null, problem: "not an http(s) address: file:" },
    ]);
  });

  it("asks only ports 80 and 443: a link to another port is not requested", async () => {
    const client = guardedClient({
      resolve: testResolver({ "www.example.org": ["127.0.0.1"] }),
      allow: { addresses: ["127.0.0.1"] },
    });
    const url = `http://www.example.org:${site.port}/ok`;
    site.hits.length = 0;
    const result = await checkLinks(links(url), { client });
    expect(problems(result)).toEqual([
      { url, status: null, problem: `not checked: port ${site.port} (only ports 80 and 443 are checked)` },
    ]);
    expect(site.hits).toEqual([]);
  });
});

describe("the address policy", () => {
  it("lets public unicast addresses through, also when an IPv6 address carries a public IPv4 one", () => {
    for (const address of [
      "93.184.215.14",
      "8.8.8.8",
      "172.32.0.1",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "2002:808:808::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "0.0.0.0",
      "10.0.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::7f00:1",
      "fd00::1",
      "fe80::1%eth0",
      "fec0::1",
      "ff02::1",
      "2001:db8::1",
      "64:ff9b::a00:1",
      "2002:c0a8:101::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe.each(testDatabases)("the link-check endpoint as production runs it, on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let publisher: Staff;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    // No client given: the app's own, as server.ts builds it.
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await addStaff(app, "publisher@dept.example", "publisher");
    publisher = await signIn(app, "publisher@dept.example");
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("does not request a link to this machine or the cloud metadata address, and lists it as not checked: internal address", async () => {
    const local = `http://127.0.0.1:${site.port}/admin/api/users`;
    const metadata = "http://169.254.169.254/latest/meta-data/";
    const data = {
      name: "Lata",
      date: "March 2026",
      achievement: "A prize",
      details: "For a project.",
      photos: [],
      linkedin_url: local,
    };
    const created = await publisher.call("POST", "/admin/api/collections/studentAchievements", { data });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<EntryDetail>();
    const other = await publisher.call("POST", "/admin/api/collections/studentAchievements", {
      data: { ...data, name: "Mohan", linkedin_url: metadata },
    });
    expect(other.statusCode, other.body).toBe(201);

    site.hits.length = 0;
    const answer = await publisher.call("POST", "/admin/api/link-check");
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<LinkCheckResult>();
    expect(result).toMatchObject({ total: 2, ok: 0, broken: [] });
    expect(result.notChecked).toEqual([
      {
        url: local,
        status: null,
        problem: "not checked: internal address",
        usedIn: [{ entryId: id, collection: "studentAchievements", title: "Lata", field: "linkedin_url" }],
      },
      {
        url: metadata,
        status: null,
        problem: "not checked: internal address",
        usedIn: [expect.objectContaining({ title: "Mohan" })],
      },
    ]);
    expect(site.hits).toEqual([]);
  });
});
