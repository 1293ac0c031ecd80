/** RSS, Atom and iCalendar feeds, parsed back with maintained parsers (fast-xml-parser, ical.js). */
import fs from "node:fs";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWithTestPack, importInto } from "./support/test-app.js";
import { newTestPack, readYaml, writeYaml } from "./support/test-pack.js";

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const host = { host: "dept.example.edu" };

function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), end: event.endDate.toString(), allDay: event.startDate.isDate, url: component.getFirstPropertyValue("url") };
  });
}

describe("feeds", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let pack: string;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack());
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
    expect(rss.channel.link).toBe("http://dept.example.edu/#/notices");
    const items = [rss.channel.item].flat() as { title: string; link: string; pubDate: string }[];
    expect(items.map((item) => item.title)).toEqual(["Newer notice", "Older notice"]);
    expect(items[0]!.link).toMatch(/^http:\/\/dept\.example\.edu\/api\/files\/[0-9a-f]+\/b\.pdf$/);
    expect(new Date(items[0]!.pubDate).toISOString()).toBe("2025-02-01T00:00:00.000Z");
    expect((await app.inject(items[0]!.link.replace("http://dept.example.edu", ""))).statusCode).toBe(200);

    const again = await app.inject({ url: "/feeds/notices.rss", headers: { ...host, "if-none-match": response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const compressed = await app.inject({ url: "/feeds/notices.rss", headers: { ...host, "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
  });

  it("gives the same notices as Atom, with https links behind a trusted proxy", async () => {
    const { app: proxied, close: closeProxied } = await appWithTestPack({ trustProxy: 1 });
    try {
      const response = await proxied.inject({ url: "/feeds/notices.atom", headers: { ...host, "x-forwarded-proto": "https" } });
      expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const feed = xml.parse(response.body).feed;
      expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
      const entries = [feed.entry].flat() as { title: { "#text": string; "@type": string }; link: { "@href": string } }[];
      expect(entries.map((entry) => entry.title["#text"])).toEqual(["Newer notice", "Older notice"]);
      expect(entries[1]!.link["@href"]).toMatch(/^https:\/\/dept\.example\.edu\/api\/files\/[0-9a-f]+\/a\.pdf$/);
    } finally {
      await closeProxied();
    }
  });

  it("gives every event in one calendar and each event in its own, as all-day events", async () => {
    const response = await app.inject({ url: "/feeds/events.ics", headers: host });
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = calendarEvents(response.body);
    expect(events.map((event) => event.summary)).toEqual(["Code Sprint", "Rust Workshop", "Git Workshop", "On Compilers"]);
    for (const event of events) expect(event).toMatchObject({ start: "2025-01-10", end: "2025-01-12", allDay: true });
    expect(events[1]!.url).toBe("http://dept.example.edu/#/events/workshops");
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
    for (const url of ["/feeds/events/seminars/1.ics", "/feeds/events/workshops/0.ics", "/feeds/events/workshops/x.ics", "/feeds/events/workshops/1", "/feeds/events/__proto__/1.ics"]) {
      const response = await app.inject({ url, headers: host });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe("bad_request");
    }
    const badHost = await app.inject({ url: "/feeds/notices.rss", headers: { host: "evil.example/<script>" } });
    expect(badHost.statusCode).toBe(400);
  });

  it("has an imported notice in the feed at once", async () => {
    const notices = readYaml<{ title: string; file: string; date: string }[]>(pack, "notices.yaml");
    writeYaml(pack, "notices.yaml", [{ title: "Results declared", file: "files/a.pdf", date: "2025-06-01" }, ...notices]);
    const before = await app.inject({ url: "/feeds/notices.rss", headers: host });
    await importInto(app, pack);
    const after = await app.inject({ url: "/feeds/notices.rss", headers: host });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const items = [xml.parse(after.body).rss.channel.item].flat() as { title: string }[];
    expect(items[0]!.title).toBe("Results declared");
  });
});
