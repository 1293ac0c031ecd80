/** Faculty list and profiles (issue 4 items 4 and 5) against the demo pack's API answers. */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { englishYaml } from "../support/demo-pack";

interface FacultySummary {
  id: string;
  name: string;
  designation: string;
  qualification: string;
  image: string;
}

type FacultyDetail = Record<string, unknown> & {
  name: string;
  designation: string;
  image: string;
  educations: Record<string, string>;
  resume?: string | null;
  email?: string | null;
  ext?: string | null;
  telephone?: string | null;
  room?: string | null;
};

const site = englishYaml("site.yaml") as {
  links: { mcaFaculty: { label: string; url: string } };
};

/** The spec's whitelist (section 3), in its order. */
const WHITELIST = [
  "Post Ph.D and Pre Ph.D Collaborative Research Completed",
  "Experiences",
  "Achievements",
  "researches",
  "Visiting Faculties",
  "Certifications",
  "Patents",
  "Interests",
  "Affiliations",
  "National and International journals",
  "National and International conferences",
  "National and International Paper Publication",
  "Research Grant Project",
  "Courses/Workshop/Seminar conducted",
  "Industrial Training Workshop",
  "Paper Presented",
  "Books Published",
  "Accomplishments",
  "Major Assignments",
  "System Software Exposure",
  "Course Taught",
  "Service",
  "Activities",
];

/** The spec's heading rule: underscores to spaces, each word capitalised. */
const heading = (key: string) =>
  key
    .replace(/_/g, " ")
    .split(" ")
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(" ");

/** The sections a profile must show: whitelisted (underscores read as spaces), non-empty, in whitelist order. */
function expectedSections(detail: FacultyDetail): { heading: string; items: string[] }[] {
  const sections: { heading: string; items: string[] }[] = [];
  for (const name of WHITELIST) {
    const key = Object.keys(detail).find((candidate) => candidate.replace(/_/g, " ") === name);
    const value = key === undefined ? undefined : detail[key];
    if (!Array.isArray(value)) continue;
    const items = value.filter((item): item is string => typeof item === "string" && item.trim() !== "");
    if (items.length > 0) sections.push({ heading: heading(key!), items });
  }
  return sections;
}

async function facultyList(request: APIRequestContext): Promise<FacultySummary[]> {
  const response = await request.get("/endpoints/faculty_list");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { faculties: FacultySummary[] }).faculties;
}

async function facultyDetail(request: APIRequestContext, id: string): Promise<FacultyDetail> {
  const response = await request.get(`/endpoints/faculty_details?id=${encodeURIComponent(id)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FacultyDetail;
}

const delay = (page: Page, pattern: string) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return page
    .route(pattern, async (route) => {
      await held;
      await route.continue();
    })
    .then(() => release);
};

test.describe("faculty list", () => {
  test("shows one card per faculty member from the server's document, linking to the profile", async ({
    page,
    request,
  }) => {
    const faculties = await facultyList(request);
    expect(faculties.length).toBeGreaterThan(0);
    // The first load carries the list in its document: the app never asks the API for it, so a
    // held answer changes nothing ('loading' shows only when the app itself fetches, faculty-list tests).
    let asked = false;
    await page.route("**/endpoints/faculty_list", (route) => {
      asked = true;
      return route.abort();
    });
    await page.goto("/faculty");

    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(faculties.length);
    await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Faculty \| /);
    expect(asked).toBe(false);
    for (const [index, faculty] of faculties.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole("link", { name: faculty.name, exact: true });
      await expect(link).toHaveAttribute("href", `/faculty/${faculty.id}`);
      await expect(card.getByRole("heading", { level: 2, name: faculty.name })).toBeVisible();
      await expect(card.getByText(faculty.designation, { exact: true })).toBeVisible();
      await expect(card.getByText(faculty.qualification, { exact: true })).toBeVisible();
      const image = card.locator("img");
      await expect(image).toHaveAttribute("src", faculty.image);
      await expect(image).toHaveAttribute("srcset", /160w.*1280w/);
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(image).toHaveAttribute("loading", index < 4 ? "eager" : "lazy");
    }

    await cards.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/faculty/${faculties[1]!.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: faculties[1]!.name })).toBeVisible();
  });

  test("links to the MCA faculty page in a new tab", async ({ page }) => {
    await page.goto("/#/faculty");
    const link = page.getByRole("link", { name: site.links.mcaFaculty.label });
    await expect(link).toHaveAttribute("href", new URL(site.links.mcaFaculty.url).href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("a failed load shows an inline error and Retry recovers", async ({ page, request }) => {
    const faculties = await facultyList(request);
    let fail = true;
    await page.route("**/endpoints/faculty_list", async (route) => {
      if (fail)
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"internal","message":"boom"}}',
        });
      else await route.continue();
    });
    await page.goto("/#/faculty");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Could not load the faculty list");
    fail = false;
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(faculties.length);
  });

  test("reflows at 320 px and keeps a focused card clear of the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/#/faculty");
    const links = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(links.first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // Focus a card far down, then walk back up by keyboard: each focused link stays in view.
    await links.nth(5).focus();
    await page.keyboard.press("Shift+Tab");
    const header = (await page.locator(".site-header").boundingBox())!;
    const focused = (await page.locator(":focus").boundingBox())!;
    expect(focused.y + focused.height).toBeGreaterThan(header.y + header.height);
  });

  // Axe on the faculty list: languages.spec (every route × language).
});

test.describe("faculty profile", () => {
  test("shows the profile with only whitelisted, non-empty sections, in order, under the spec's headings", async ({
    page,
    request,
  }) => {
    const faculties = await facultyList(request);
    let checkedHidden = false;
    for (const faculty of faculties) {
      const detail = await facultyDetail(request, faculty.id);
      const sections = expectedSections(detail);
      const hiddenKeys = Object.keys(detail).filter(
        (key) => Array.isArray(detail[key]) && !sections.some((section) => section.heading === heading(key)),
      );
      // Every profile with a key the page must hide is checked, plus the first few.
      if (hiddenKeys.length === 0 && faculties.indexOf(faculty) >= 3) continue;
      checkedHidden ||= hiddenKeys.length > 0;

      await page.goto(`/#/faculty/${faculty.id}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: detail.name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${detail.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
      await expect(main.getByText(detail.designation, { exact: true })).toBeVisible();
      const photo = main.getByRole("img", { name: `Photo of ${detail.name}` });
      await expect(photo).toHaveAttribute("src", detail.image);
      await expect(photo).toHaveAttribute("width", /^\d+$/);

      // The member's publications (issue 25) come after the sections, when there are any.
      const publications = await request.get(`/api/publications?faculty=${encodeURIComponent(faculty.id)}`);
      const hasPublications = ((await publications.json()) as { publications: unknown[] }).publications.length > 0;
      if (hasPublications) await expect(main.getByRole("region", { name: "Publications", exact: true })).toBeVisible();
      const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings).toEqual([
        "Education",
        ...sections.map((section) => section.heading),
        ...(hasPublications ? ["Publications"] : []),
        "Contact",
      ]);
      for (const section of sections) {
        const region = main.getByRole("region", { name: section.heading, exact: true });
        await expect(region.getByRole("listitem")).toHaveText(section.items);
      }
      for (const key of hiddenKeys) {
        await expect(main.getByRole("heading", { name: heading(key), exact: true })).toHaveCount(0);
      }
      const education = main.getByRole("region", { name: "Education" }).getByRole("listitem");
      await expect(education).toHaveText(
        Object.entries(detail.educations).map(([degree, text]) => `${degree}: ${text}`),
      );
    }
    expect(checkedHidden, "the demo pack has a profile with a section to hide").toBe(true);
  });

  test("shows contact details, the resume link and a back link", async ({ page, request }) => {
    const [first] = await facultyList(request);
    const detail = await facultyDetail(request, first!.id);
    const release = await delay(page, "**/endpoints/faculty_details*");
    await page.goto(`/#/faculty/${first!.id}`);
    await expect(page.getByText("loading", { exact: true })).toBeVisible();
    release();

    const contact = page.getByRole("region", { name: "Contact" });
    await expect(contact.getByRole("link", { name: detail.email! })).toHaveAttribute("href", `mailto:${detail.email}`);
    await expect(contact.getByRole("link", { name: detail.telephone! })).toHaveAttribute(
      "href",
      `tel:${detail.telephone!.replace(/[^\d+]/g, "")}`,
    );
    await expect(contact.getByText(detail.ext!, { exact: true })).toBeVisible();
    await expect(contact.getByText(detail.room!, { exact: true })).toBeVisible();

    const resume = page.getByRole("link", { name: /View resume/ });
    const href = `/api/files/${detail.resume!.replace(/^resources\//, "")}`;
    await expect(resume).toHaveAttribute("href", href);
    await expect(resume).toHaveAttribute("target", "_blank");
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("application/pdf");

    await page.getByRole("link", { name: "Back to faculty" }).click();
    await expect(page).toHaveURL(/\/faculty$/);
  });

  test("an unknown id, a bad id and a failed load redirect to the not-found page", async ({ page }) => {
    for (const id of ["no-such-person", "bad%20id!"]) {
      await page.goto(`/#/faculty/${id}`);
      await expect(page).toHaveURL(/\/404-page-not-found$/);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    }
    await page.route("**/endpoints/faculty_details*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    );
    await page.goto("/#/faculty/ilona-varekar");
    await expect(page).toHaveURL(/\/404-page-not-found$/);
    // Replace, not push: going back does not land on the failed profile again.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/faculty\/ilona-varekar$/);
  });

  test("reflows at 320 px", async ({ page, request }) => {
    const [first] = await facultyList(request);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/#/faculty/${first!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test("axe finds no violations on a profile", async ({ page, request }) => {
    const [first] = await facultyList(request);
    await page.goto(`/#/faculty/${first!.id}`);
    await expect(page.getByRole("region", { name: "Contact" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
