/**
 * The feeds' item ids stay what feed readers and calendar apps already hold (issue 34): the demo
 * pack's RSS guids, Atom ids and iCalendar UIDs in both languages, as they were while the site's
 * addresses were hash routes (test/fixtures/feed-ids.json, captured before the feeds linked paths).
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedIds, type FeedIds } from "./support/feed-ids.js";
import { createDemo } from "./support/demo-template.js";
import { startApp } from "./support/test-app.js";

const captured = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "fixtures/feed-ids.json"), "utf8"),
) as Record<"en" | "hi", FeedIds>;

describe("the feeds' item ids", () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    ({ dataDir } = await createDemo("sqlite"));
    app = await startApp({ dataDir, publicUrl: "https://cse.example.edu" });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["en", "hi"] as const)("are those readers already hold (%s)", async (lang) => {
    const ids = await feedIds(app, lang);
    expect(ids.rssGuids.length).toBeGreaterThan(0);
    expect(ids.calendarUids.length).toBeGreaterThan(0);
    expect(ids).toEqual(captured[lang]);
  });
});
