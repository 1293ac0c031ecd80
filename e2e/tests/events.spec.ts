/** Events (issue 5 item 4): the four listings and coder of the month against the demo pack. */
import { test, expect } from "../fixtures/test";
import { englishYaml } from "../support/demo-pack";

interface EventItem {
  title: string;
  details: string;
  speaker: string;
  start_date: string;
  end_date: string;
  banner: string;
  document: string;
}

const LISTINGS = [
  { route: "/events/competitions", api: "/events/competitions", title: "Competitions" },
  { route: "/events/workshops", api: "/events/workshops", title: "Workshops" },
  { route: "/events/expert-talks", api: "/events/expert_talks", title: "Expert Talks" },
  { route: "/events/value-added-courses", api: "/events/value_added_courses", title: "Value Added Courses" },
] as const;

const fileHref = (stored: string) => `/api/files/${stored.replace(/^\/resources\/resources\//, "")}`;

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

interface CoderMonth {
  month: string;
  year: number;
  winners: { year: string; name: string; image: { alt: string } }[];
}

const site = englishYaml("site.yaml") as { coderOfTheMonth: CoderMonth[] };

for (const { route, api, title } of LISTINGS) {
  test.describe(title, () => {
    test("lists an event card per event with title, dates, details, speakers, banner and document", async ({
      page,
      request,
    }) => {
      const events = (await (await request.get(api)).json()) as EventItem[];
      expect(events.length).toBeGreaterThan(0);
      await page.goto(`/#${route}`);
      await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      const cards = page.locator(".event-card");
      await expect(cards).toHaveCount(events.length);
      for (const [index, event] of events.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(event.title);
        await expect(card.locator(".event-card__details")).toHaveText(event.details);
        await expect(card.locator("time")).toHaveCount(2);
        await expect(card.locator("time").nth(0)).toHaveAttribute("datetime", event.start_date);
        await expect(card.locator("time").nth(1)).toHaveAttribute("datetime", event.end_date);
        await expect(card.locator("dt")).toHaveText(["Start date", "End date"]);
        await expect(card.locator(".event-card__speakers li")).toHaveText(event.speaker.split(", "));
        const banner = card.getByRole("img", { name: `Banner of ${event.title}` });
        await expect(banner).toHaveAttribute("src", event.banner);
        await expect(banner).toHaveAttribute("width", /\d+/);
        await expect(banner).toHaveAttribute("height", /\d+/);
        const document = card.getByRole("link", { name: /^View document/ });
        await expect(document).toHaveAttribute("href", fileHref(event.document));
        await expect(document).toHaveAttribute("target", "_blank");
        await expect(document).toHaveAttribute("rel", "noopener noreferrer");
      }
      // Banners below the first row load lazily.
      if (events.length > 2)
        await expect(cards.nth(events.length - 1).getByRole("img")).toHaveAttribute("loading", "lazy");
    });

    test("shows a loading indicator until data, then the cards", async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${api}`, async (handler) => {
        await held;
        await handler.fallback();
      });
      await page.goto(`/#${route}`);
      await expect(page.getByRole("status").filter({ hasText: "loading" })).toBeVisible();
      await expect(page.locator(".event-card")).toHaveCount(0);
      release();
      await expect(page.locator(".event-card").first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "loading" })).toHaveCount(0);
    });

    test("a failed load shows an inline error, and Retry loads the events", async ({ page }) => {
      let fail = true;
      await page.route(`**${api}`, (handler) =>
        fail
          ? handler.fulfill({
              status: 500,
              contentType: "application/json",
              body: '{"error":{"code":"internal","message":"down"}}',
            })
          : handler.fallback(),
      );
      await page.goto(`/#${route}`);
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(`Could not load the ${title.toLowerCase()}`);
      fail = false;
      await alert.getByRole("button", { name: "Retry" }).click();
      await expect(page.locator(".event-card").first()).toBeVisible();
    });

    // Axe on the page: languages.spec (every route × language).
    test("the page reflows at 320 px", async ({ page }) => {
      await page.goto(`/#${route}`);
      await expect(page.locator(".event-card").first()).toBeVisible();
      await page.setViewportSize({ width: 320, height: 700 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe("Coder of the Month", () => {
  test("lists the month cards newest first with each month's winners", async ({ page }) => {
    const expected = [...site.coderOfTheMonth].sort(
      (a, b) => b.year - a.year || MONTHS.indexOf(b.month) - MONTHS.indexOf(a.month),
    );
    // The spec's fixed data: MAR 2025 (FE, SE, TE, MCA) above FEB 2025 (FE, SE, TE).
    expect(
      expected.map((entry) => [`${entry.month} ${entry.year}`, entry.winners.map((winner) => winner.year)]),
    ).toEqual([
      ["MAR 2025", ["FE", "SE", "TE", "MCA"]],
      ["FEB 2025", ["FE", "SE", "TE"]],
    ]);

    await page.goto("/#/events/coder-of-the-month");
    await expect(page.getByRole("heading", { level: 1, name: "Coder of the Month", exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Coder of the Month \|/);
    const months = page.locator(".coders__month");
    await expect(months.getByRole("heading", { level: 2 })).toHaveText(
      expected.map((entry) => `${entry.month} ${entry.year}`),
    );
    for (const [index, entry] of expected.entries()) {
      const winners = months.nth(index).locator(".coders__winner");
      await expect(winners).toHaveCount(entry.winners.length);
      await expect(winners.locator(".coders__badge")).toHaveText(entry.winners.map((winner) => winner.year));
      await expect(winners.locator(".coders__name")).toHaveText(entry.winners.map((winner) => winner.name));
      for (const [winnerIndex, winner] of entry.winners.entries()) {
        const photo = winners.nth(winnerIndex).getByRole("img", { name: winner.image.alt });
        // The newest month's photos are a phone's largest paint: they load first, the others lazily.
        await expect(photo).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true);
      }
    }
  });

  // Axe on the page: languages.spec (every route × language).
  test("the page reflows at 320 px", async ({ page }) => {
    await page.goto("/#/events/coder-of-the-month");
    await expect(page.locator(".coders__month").first()).toBeVisible();
    await page.setViewportSize({ width: 320, height: 700 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
