/** Feeds from the pages: subscribe links on the notices and event pages, "Add to calendar" on each event card. */
import { test, expect } from "../fixtures/test";

test("the notices page links its RSS and Atom feeds, and the document names them for feed readers", async ({
  page,
  request,
}) => {
  await page.goto("/#/notices");
  for (const [name, type] of [
    ["RSS feed", "application/rss+xml"],
    ["Atom feed", "application/atom+xml"],
  ] as const) {
    const link = page.getByRole("main").getByRole("link", { name, exact: true });
    const response = await request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
    expect(await response.text()).toContain("Notice");
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveCount(1);
  }
});

test("each event card adds that event to a calendar, and the page subscribes to all events", async ({
  page,
  request,
}) => {
  const workshops = (await (await request.get("/events/workshops")).json()) as { title: string }[];
  await page.goto("/#/events/workshops");
  const second = page.getByRole("link", { name: new RegExp(`^Add to calendar\\s*: ${workshops[1]!.title}$`) });
  await expect(second).toHaveAttribute("download", "");
  const one = await request.get((await second.getAttribute("href"))!);
  expect(one.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await one.text()).toContain(`SUMMARY:${workshops[1]!.title}`);

  const all = await request.get(
    (await page.getByRole("link", { name: "Subscribe to all events (iCalendar)" }).getAttribute("href"))!,
  );
  expect((await all.text()).match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(workshops.length);
});
