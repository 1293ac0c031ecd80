/**
 * Every page at its own address (issue 34): each route of both languages answers 200 with its
 * content in the raw HTML; the old hash addresses land on their paths; a script-less crawl from `/`
 * reaches every page of sitemap.xml, and sitemap.xml lists every page the crawl finds; the browser
 * console stays clean (no hydration mismatch), links navigate without a reload, and the app's
 * scripts wait for the page's largest paint.
 */
import type { APIRequestContext, ConsoleMessage } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { appRunning } from "../support/app-running";
import { packFaculty } from "../support/languages";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The page paths sitemap.xml lists (PUBLIC_URL's or the server's own origin taken off). */
async function sitemapPaths(request: APIRequestContext): Promise<Set<string>> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
}

test("each route of both languages answers 200 with its content in the raw HTML", async ({ request }) => {
  const faculty = packFaculty()[0]!;
  const pages: [string, RegExp][] = [
    ["/", /<span class="home-hero__welcome">Welcome to the<\/span>/],
    ["/faculty", new RegExp(`>${escape(faculty.name.en)}<`)],
    [`/faculty/${faculty.id}`, new RegExp(`<h1[^>]*>${escape(faculty.name.en)}</h1>`)],
    ["/academics/", /<h2[^>]*>Vision &amp; Mission<\/h2>/],
    ["/academics/syllabus", /<h2[^>]*>Syllabus<\/h2>/],
    ["/notices", /<table/],
    ["/events/workshops", /<h1[^>]*>Workshops<\/h1>/],
    ["/BOS", /class="bos__pdf"/],
    ["/publications", /<h1[^>]*>Publications/],
    ["/hi/", /<html lang="hi"/],
    ["/hi/faculty", /<h1[^>]*>संकाय<\/h1>/],
  ];
  for (const [path, content] of pages) {
    const response = await request.get(path, { headers: { accept: "text/html" } });
    expect([path, response.status()]).toEqual([path, 200]);
    expect(await response.text(), path).toMatch(content);
  }
  // A shared search link carries its results too, as the API answers them.
  const { results } = (await (await request.get("/api/search?q=semester")).json()) as { results: { title: string }[] };
  expect(results.length).toBeGreaterThan(1);
  const searchPage = await (await request.get("/search?q=semester", { headers: { accept: "text/html" } })).text();
  for (const { title } of results)
    expect(searchPage, `/search?q=semester: ${title}`).toMatch(
      new RegExp(`class="search-result__title"[^]*?${escape(escapeHtml(title))}`),
    );
  const missing = await request.get("/no/such/page", { headers: { accept: "text/html" } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("404 Page Not Found");
});

test("each old hash address lands on its path with its page", async ({ page }) => {
  for (const [old, path, heading] of [
    ["/#/faculty", "/faculty", "Faculty"],
    ["/hi/#/notices", "/hi/notices", "सूचनाएँ"],
    ["/#/academics/?option=syllabus", "/academics/syllabus", /Academics/],
    ["/#/BOS", "/BOS", /Board of Studies/],
  ] as const) {
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`:\\d+${path.replace(/[/?.]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
  }
});

test("pages hydrate with a clean console and links navigate without a reload", async ({ page }) => {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  };
  page.on("console", onConsole);
  for (const path of ["/", "/faculty", "/academics/", "/notices", "/events/workshops", "/BOS", "/hi/", "/hi/faculty"]) {
    await page.goto(path);
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await expect(page.locator("#app-scripts")).toHaveCount(0);
    expect(problems, path).toEqual([]);
  }
  await page.goto("/notices");
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await expect(page.locator("#app-scripts")).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Faculty" }).click();
  await expect(page).toHaveURL(/\/faculty$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Faculty");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("with no tap, the app's scripts are requested only after the page's largest paint", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Photos first and largest (home, faculty), a photo first but text largest (about-us on a phone),
  // no photo (notices, academics).
  for (const path of ["/", "/faculty", "/about-us", "/events/coder-of-the-month", "/notices", "/academics/", "/hi/"]) {
    await page.goto(path);
    await appRunning(page);
    const { paint, scripts } = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      );
      const starts = performance
        .getEntriesByType("resource")
        .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { paint: paints[paints.length - 1]!.startTime, scripts: starts };
    });
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...scripts), path).toBeGreaterThan(paint);
  }
});

test("a page the server rendered loads no answer schemas until the app fetches an answer itself", async ({ page }) => {
  // The answer schemas (and zod) are the chunk of packages/web/src/lib/schemas.ts.
  const schemaChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/schemas-[\w-]+\.js$/.test(new URL(request.url()).pathname)) schemaChunks.push(request.url());
  });
  // The visitor count, asked for once the page has loaded and the browser is idle, comes too.
  const visitorCount = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/visitors");
  await page.goto("/notices");
  await appRunning(page);
  await visitorCount;
  await expect(page.locator(".visitors")).toBeVisible();
  expect(schemaChunks).toEqual([]);
  // A page the app fetches for itself checks its answer: the schemas load then.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Faculty" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Faculty");
  await expect.poll(() => schemaChunks.length).toBe(1);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a crawl from / reaches every page of sitemap.xml, and sitemap.xml lists every page it finds", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const listed = await sitemapPaths(request);
    const origin = new URL(baseURL!).origin;
    const found = new Set<string>();
    const queue = ["/"];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (found.has(path)) continue;
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
      found.add(path);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        // The site's own pages: not files, feeds or images, and not search results (kept out of indexes).
        if (
          url.origin !== origin ||
          /^\/(api|feeds|admin)\//.test(url.pathname) ||
          /^(\/hi)?\/search$/.test(url.pathname)
        )
          continue;
        if (!found.has(url.pathname) && !queue.includes(url.pathname)) queue.push(url.pathname);
      }
    }
    expect([...listed].filter((path) => !found.has(path))).toEqual([]);
    expect([...found].filter((path) => !listed.has(path))).toEqual([]);
  });

  test("the menus, the carousel's first photo, BOS's PDF and the notices' files are there", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Events" }).focus();
    await expect(page.getByRole("link", { name: "Workshops" }).first()).toBeVisible();
    await expect(page.locator('img[fetchpriority="high"]')).toBeVisible();
    await page.goto("/BOS");
    await expect(page.locator("a.bos__pdf").first()).toHaveAttribute("href", /\/api\/files\/.+\.pdf$/);
    await page.goto("/notices");
    await expect(page.locator('main a[href*="/api/files/"]').first()).toBeVisible();
  });
});
