/**
 * Feeds per language (issue 27): a bilingual site's Hindi feeds at /feeds/hi/…, read back with a
 * feed reader library (@rowanmanning/feed-parser for RSS and Atom, ical.js for iCalendar), name
 * their language and link the Hindi pages; untranslated items keep their English; the English
 * feeds are those of the same pack without its translations; a site without Hindi answers 404.
 */
import fs from "node:fs";
import { parseFeed } from "@rowanmanning/feed-parser";
import { feedPathsIn, eventCalendarPath } from "@dept/contract";
import ICAL from "ical.js";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWithTestPack, importInto, startApp } from "./support/test-app.js";
import { event, newTestPack, readYaml, tempDir, writeYaml } from "./support/test-pack.js";
import { englishOnly } from "./support/bilingual-pack.js";

const publicUrl = "http://dept.example.edu";
const DEPARTMENT = { en: "Department of Testing", hi: "परीक्षण विभाग" };
const EXAM = { en: "Examination schedule", hi: "परीक्षा समय सारणी" };
const RUST = { en: "Rust Workshop", hi: "रस्ट कार्यशाला" };
const hindi = feedPathsIn("hi");
const english = feedPathsIn("en");

/** The test pack with Hindi for the department's name, one notice and one workshop. */
async function bilingualPack(): Promise<string> {
  const dir = await newTestPack();
  const site = readYaml<{ department: Record<string, unknown> }>(dir, "site.yaml");
  writeYaml(dir, "site.yaml", {
    ...site,
    languages: ["en", "hi"],
    department: { ...site.department, name: DEPARTMENT },
  });
  const notices = readYaml<unknown[]>(dir, "notices.yaml");
  writeYaml(dir, "notices.yaml", [{ title: EXAM, file: "files/a.pdf", date: "2026-01-05" }, ...notices]);
  writeYaml(dir, "events/workshops.yaml", [{ ...event(RUST.en), title: RUST }, event("Git Workshop")]);
  return dir;
}

/** The same pack (the same files) in English only. */
function englishCopy(dir: string): string {
  const copy = tempDir("pack");
  fs.cpSync(dir, copy, { recursive: true });
  englishOnly(copy, true);
  return copy;
}

function calendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const events = component.getAllSubcomponents("vevent").map((vevent) => {
    const summary = vevent.getFirstProperty("summary")!;
    return {
      uid: new ICAL.Event(vevent).uid,
      summary: summary.getFirstValue() as string,
      summaryLanguage: summary.getParameter("language"),
      descriptionLanguage: vevent.getFirstProperty("description")?.getParameter("language"),
      description: vevent.getFirstPropertyValue("description") as string,
      url: vevent.getFirstPropertyValue("url"),
    };
  });
  return { name: component.getFirstProperty("name"), events };
}

/** An iCalendar text without its DTSTAMP lines (the import's time). */
const withoutStamps = (text: string) => text.replace(/^DTSTAMP:.*\r\n/gm, "");

describe("feeds per language", () => {
  let app: FastifyInstance;
  let dataDir: string;
  let packs: string[];

  beforeAll(async () => {
    dataDir = tempDir("data");
    const bilingual = await bilingualPack();
    packs = [bilingual, englishCopy(bilingual)];
    app = await startApp({ dataDir, publicUrl });
    await importInto(app, packs[0]!);
  });
  afterAll(async () => {
    await app?.close();
    for (const dir of [dataDir, ...packs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives the Hindi notices as RSS 2.0 in Hindi, linking the Hindi pages", async () => {
    const response = await app.inject(hindi.noticesRss);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = parseFeed(response.body);
    expect(feed.language).toBe("hi");
    expect(feed.title).toBe(`${DEPARTMENT.hi}: सूचनाएँ`);
    expect(feed.url).toBe("http://dept.example.edu/hi/notices");
    const titles = feed.items.map((item) => item.title);
    expect(titles).toContain(EXAM.hi);
    // Untranslated notices keep their English titles; no English title of a translated one.
    expect(titles).toEqual(expect.arrayContaining(["Newer notice", "Older notice"]));
    expect(titles).not.toContain(EXAM.en);
    expect(feed.self).toBe("http://dept.example.edu/feeds/hi/notices.rss");
  });

  it("gives the Hindi notices as Atom marked xml:lang=hi", async () => {
    const response = await app.inject(hindi.noticesAtom);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = parseFeed(response.body);
    expect(feed.language).toBe("hi");
    expect(feed.title).toBe(`${DEPARTMENT.hi}: सूचनाएँ`);
    expect(feed.items.map((item) => item.title)).toContain(EXAM.hi);
  });

  it("gives the Hindi events as iCalendar with LANGUAGE=hi on its texts and the English events' UIDs", async () => {
    const response = await app.inject(hindi.events);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    // Folded lines stay within 75 octets after the language is added.
    for (const line of response.body.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const { name, events } = calendar(response.body);
    expect(name?.getFirstValue()).toBe(`${DEPARTMENT.hi}: कार्यक्रम`);
    expect(name?.getParameter("language")).toBe("hi");
    const rust = events.find((item) => item.summary === RUST.hi)!;
    expect(rust).toMatchObject({
      summaryLanguage: "hi",
      descriptionLanguage: "hi",
      url: "http://dept.example.edu/hi/events/workshops",
    });
    expect(rust.description).toContain("वक्ता: Speaker One, Speaker Two");
    expect(rust.description).toContain("दस्तावेज़: http://dept.example.edu/api/files/");
    expect(events.map((item) => item.summary)).toContain("Git Workshop");

    const englishEvents = calendar((await app.inject(english.events)).body).events;
    expect(englishEvents.map((item) => item.summary)).toContain(RUST.en);
    expect(events.map((item) => item.uid)).toEqual(englishEvents.map((item) => item.uid));
    for (const item of englishEvents) expect(item.summaryLanguage).toBeUndefined();
  });

  it("gives one Hindi event as its own calendar", async () => {
    const response = await app.inject(eventCalendarPath("workshops", 1, "hi"));
    expect(response.statusCode).toBe(200);
    const { events } = calendar(response.body);
    expect(events).toMatchObject([{ summary: RUST.hi, summaryLanguage: "hi" }]);
    expect((await app.inject(eventCalendarPath("workshops", 3, "hi"))).statusCode).toBe(404);
    expect((await app.inject("/feeds/hi/events/seminars/1.ics")).statusCode).toBe(400);
  });

  it("keeps the English feeds those of the same pack without its translations", async () => {
    const otherDir = tempDir("data");
    const other = await startApp({ dataDir: otherDir, publicUrl });
    try {
      await importInto(other, packs[1]!);
      const urls = [english.noticesRss, english.noticesAtom, english.events, eventCalendarPath("workshops", 1)];
      for (const url of urls) {
        const [bilingual, plain] = [await app.inject(url), await other.inject(url)];
        expect(bilingual.statusCode, url).toBe(200);
        expect(withoutStamps(bilingual.body), url).toBe(withoutStamps(plain.body));
      }
      // The English-only site has no Hindi feeds: a JSON 404.
      for (const url of [hindi.noticesRss, hindi.noticesAtom, hindi.events, eventCalendarPath("workshops", 1, "hi")]) {
        const response = await other.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: { code: "not_found", message: expect.any(String) } });
      }
    } finally {
      await other.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("answers a JSON 404 for a language the product does not know", async () => {
    const { app: plain, close } = await appWithTestPack({ publicUrl });
    try {
      for (const url of ["/feeds/fr/notices.rss", "/feeds/fr/events.ics"]) {
        const response = await plain.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code, url).toBe("not_found");
      }
    } finally {
      await close();
    }
  });
});
