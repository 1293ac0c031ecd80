/** RSS, Atom and iCalendar feeds, parsed back with maintained parsers (fast-xml-parser, ical.js). */
import fs from "node:fs";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWithTestPack, importInto, startApp } from "./support/test-app.js";
import { newTestPack, readYaml, tempDir, writeYaml } from "./support/test-pack.js";

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
// PUBLIC_URL names the site; the requests come by another name, which must change nothing.
const publicUrl = "http://dept.example.edu";
const host = { host: "127.0.0.1:8080" };
const FEEDS = ["/feeds/notices.rss", "/feeds/notices.atom", "/feeds/events.ics", "/feeds/events/workshops/2.ics"];

function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: component.getFirstPropertyValue("url"),
    };
  });
}

describe("feeds", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let pack: string;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack({ publicUrl }));
    pack = await newTestPack();
  });
  afterAll(async () => {
    await close?.();
    fs.rmSync(pack, { recursive: true, force: true });
  });

  it("gives the notices as RSS 2.0, newest first, with absolute links to their files", async () => {
    const response = await app.inject({ url: "/feeds/notices.rss", headers: host });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.etag).toMatch(/^"/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const rss = xml.parse(response.body).rss;
    expect(rss["@version"]).toBe("2.0");
    expect(rss.channel.title).toBe("Department of Testing: notices");
    expect(rss.channel.link).toBe("http://dept.example.edu/notices");
    const items = [rss.channel.item].flat() as { title: string; link: string; pubDate: string }[];
    expect(items.map((item) => item.title)).toEqual(["Newer notice", "Older notice"]);
    expect(items[0]!.link).toMatch(/^http:\/\/dept\.example\.edu\/api\/files\/[0-9a-f]+\/b\.pdf$/);
    expect(new Date(items[0]!.pubDate).toISOString()).toBe("2025-02-01T00:00:00.000Z");
    expect((await app.inject(items[0]!.link.replace("http://dept.example.edu", ""))).statusCode).toBe(200);

    const again = await app.inject({
      url: "/feeds/notices.rss",
      headers: { ...host, "if-none-match": response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const compressed = await app.inject({ url: "/feeds/notices.rss", headers: { ...host, "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
  });

  it("gives the same notices as Atom, with PUBLIC_URL's https links whatever a proxy says the request came by", async () => {
    const { app: proxied, close: closeProxied } = await appWithTestPack({
      publicUrl: "https://dept.example.edu",
      trustProxy: 1,
    });
    try {
      const response = await proxied.inject({
        url: "/feeds/notices.atom",
        headers: { ...host, "x-forwarded-proto": "http" },
      });
      expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const feed = xml.parse(response.body).feed;
      expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
      const entries = [feed.entry].flat() as {
        title: { "#text": string; "@type": string };
        link: { "@href": string };
      }[];
      expect(entries.map((entry) => entry.title["#text"])).toEqual(["Newer notice", "Older notice"]);
      expect(entries[1]!.link["@href"]).toMatch(/^https:\/\/dept\.example\.edu\/api\/files\/[0-9a-f]+\/a\.pdf$/);
      // The feed links the notices page by its path; its id stays the address it was first published with.
      const links = [feed.link].flat() as { "@rel"?: string; "@href": string }[];
      expect(links.find((link) => link["@rel"] === "alternate")?.["@href"]).toBe("https://dept.example.edu/notices");
      expect(feed.id).toBe("https://dept.example.edu/#/notices");
    } finally {
      await closeProxied();
    }
  });

  it("gives every event in one calendar and each event in its own, as all-day events", async () => {
    const response = await app.inject({ url: "/feeds/events.ics", headers: host });
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = calendarEvents(response.body);
    expect(events.map((event) => event.summary)).toEqual([
      "Code Sprint",
      "Rust Workshop",
      "Git Workshop",
      "On Compilers",
    ]);
    for (const event of events) expect(event).toMatchObject({ start: "2025-01-10", end: "2025-01-12", allDay: true });
    expect(events[1]!.url).toBe("http://dept.example.edu/events/workshops");
    expect(new Set(events.map((event) => event.uid)).size).toBe(4);

    const one = await app.inject({ url: "/feeds/events/workshops/2.ics", headers: host });
    expect(one.statusCode).toBe(200);
    expect(one.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(calendarEvents(one.body)).toEqual([events[2]]);
  });

  it("answers a JSON 404 for an event that does not exist and a JSON 400 for a malformed address", async () => {
    const missing = await app.inject({ url: "/feeds/events/workshops/3.ics", headers: host });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    for (const url of [
      "/feeds/events/seminars/1.ics",
      "/feeds/events/workshops/0.ics",
      "/feeds/events/workshops/x.ics",
      "/feeds/events/workshops/1",
      "/feeds/events/__proto__/1.ics",
    ]) {
      const response = await app.inject({ url, headers: host });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe("bad_request");
    }
  });

  it("gives every address the same bytes, naming PUBLIC_URL and never the Host or X-Forwarded-Host a client sent", async () => {
    const { app: proxied, close: closeProxied } = await appWithTestPack({ publicUrl, trustProxy: 1 });
    try {
      for (const url of FEEDS) {
        const plain = await proxied.inject({ url, headers: { host: "dept.example.edu" } });
        expect(plain.statusCode, url).toBe(200);
        expect(plain.body, url).toContain("http://dept.example.edu/");
        for (const headers of [
          { host: "127.0.0.1:8080" },
          { host: "evil.example" },
          { host: "evil.example/<script>" },
          { host: "dept.example.edu", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
        ]) {
          const other = await proxied.inject({ url, headers });
          expect(other.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
          expect(other.body, `${url} ${JSON.stringify(headers)}`).toBe(plain.body);
          expect(other.headers.etag).toBe(plain.headers.etag);
        }
        expect(plain.body, url).not.toMatch(/evil|127\.0\.0\.1|https:\/\/dept/);
      }
    } finally {
      await closeProxied();
    }
  });

  it("keeps each event's UID across hosts, restarts, instances and PUBLIC_URL's scheme", async () => {
    const dataDir = tempDir("data");
    const uids = async (server: FastifyInstance, headers: Record<string, string>) =>
      calendarEvents((await server.inject({ url: "/feeds/events.ics", headers })).body).map((event) => event.uid);
    try {
      const first = await startApp({ dataDir, publicUrl });
      await importInto(first, pack);
      const before = await first.inject({ url: "/feeds/events.ics", headers: host });
      const expected = await uids(first, host);
      expect(expected).toHaveLength(4);
      for (const uid of expected) expect(uid).toMatch(/^[0-9a-f]{24}@dept\.example\.edu$/);
      expect(await uids(first, { host: "evil.example" })).toEqual(expected);
      await first.close();

      // A restart on the same database: the same calendar, byte for byte (its DTSTAMP is the content's time).
      const restarted = await startApp({ dataDir, publicUrl });
      const after = await restarted.inject({ url: "/feeds/events.ics", headers: { host: "other.example" } });
      expect(after.body).toBe(before.body);
      await restarted.close();

      // Another instance with its own import of the same content, and the site moved to https.
      const other = await appWithTestPack({ publicUrl: "https://dept.example.edu" });
      try {
        expect(await uids(other.app, { host: "10.0.0.7" })).toEqual(expected);
      } finally {
        await other.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("names the listening address (HOST:PORT) without PUBLIC_URL, not the request's Host", async () => {
    const { app: unset, close: closeUnset } = await appWithTestPack({
      host: "127.0.0.1",
      port: 8080,
      publicUrl: undefined,
    });
    try {
      const response = await unset.inject({ url: "/feeds/notices.rss", headers: { host: "evil.example" } });
      expect(xml.parse(response.body).rss.channel.link).toBe("http://127.0.0.1:8080/notices");
      expect(response.body).not.toContain("evil.example");
    } finally {
      await closeUnset();
    }
  });

  it("has an imported notice in the feed at once", async () => {
    const notices = readYaml<{ title: string; file: string; date: string }[]>(pack, "notices.yaml");
    writeYaml(pack, "notices.yaml", [
      { title: "Results declared", file: "files/a.pdf", date: "2025-06-01" },
      ...notices,
    ]);
    const before = await app.inject({ url: "/feeds/notices.rss", headers: host });
    await importInto(app, pack);
    const after = await app.inject({ url: "/feeds/notices.rss", headers: host });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const items = [xml.parse(after.body).rss.channel.item].flat() as { title: string }[];
    expect(items[0]!.title).toBe("Results declared");
  });
});
