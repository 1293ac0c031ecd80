/**
 * The site in two languages (issue 27): the server's render in each, the header's switch to the
 * same route in the other language, and English fallbacks marked `lang="en"` on Hindi pages.
 */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Language, Site } from "@dept/contract";
import { serverRender } from "../test/server-document";
import { en, type Catalogue } from "../i18n/catalogues/en";
import { hi } from "../i18n/catalogues/hi";
import { I18nProvider } from "../i18n/i18n";
import { createQueryClient } from "../lib/query-client";
import { SiteProvider } from "../lib/site";
import { NoticesPage } from "../features/notices/notices-page";
import { testSite, testSiteIn } from "../test/site";
import { LanguageSwitch } from "./language-switch";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

/** The server's document body of home for `site` in `lang`. */
const rendered = async (site: Site, lang: Language): Promise<HTMLDivElement> =>
  (await serverRender(site, { lang })).container;

const switchLink = (container: Element) => container.querySelector<HTMLAnchorElement>("a.language-switch");

function inLanguage(lang: Language, catalogue: Catalogue, site: Site, children: React.ReactNode) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    element: (
      <I18nProvider lang={lang} catalogue={catalogue}>
        <SiteProvider site={site}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SiteProvider>
      </I18nProvider>
    ),
  };
}

describe("the English site", () => {
  it("links to the Hindi home page from the header, written and marked in Hindi", async () => {
    const link = switchLink(await rendered(testSite, "en"))!;
    expect(link.textContent).toBe("हिन्दी");
    expect(link.getAttribute("lang")).toBe("hi");
    expect(link.getAttribute("hreflang")).toBe("hi");
    expect(link.getAttribute("href")).toBe("/hi/");
  });

  it("marks no passage as English and has no switch when the site has one language", async () => {
    const container = await rendered({ ...testSite, languages: undefined }, "en");
    expect(switchLink(container)).toBeNull();
    expect(container.querySelector("[lang]")).toBeNull();
  });
});

describe("the Hindi site", () => {
  const hindiSite = testSiteIn("hi");

  it("renders the chrome and the first screen in Hindi, with no English chrome text", async () => {
    const container = await rendered(hindiSite, "hi");
    const text = container.textContent ?? "";
    expect(container.querySelector(".skip-link")?.textContent).toBe(hi.layout.skipLink);
    expect(container.querySelector("h1")?.textContent).toBe(`${hindiSite.department.name} ${hi.home.welcomeAfter}`);
    expect(text).toContain(hi.header.faculty);
    expect(text).toContain(hi.home.quickLinks);
    for (const english of [
      en.header.home,
      en.header.events,
      en.home.quickLinks,
      en.home.programs,
      en.footer.developedBy,
      en.layout.skipLink,
    ]) {
      expect(text).not.toContain(english);
    }
    const link = switchLink(container)!;
    expect([
      link.textContent,
      link.getAttribute("lang"),
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]).toEqual(["English", "en", "en", "/"]);
  });

  it("marks each value shown in English with lang=en, and only those", async () => {
    const site: Site = {
      ...hindiSite,
      college: { ...hindiSite.college, name: testSite.college.name },
      lang_fallback: ["college.name"],
    };
    const container = await rendered(site, "hi");
    const marked = [...container.querySelectorAll('[lang="en"]:not(.language-switch)')];
    expect(marked.length).toBeGreaterThan(0);
    for (const element of marked) expect(element.textContent).toContain(testSite.college.name);
    expect(container.querySelector(".brand__college")?.getAttribute("lang")).toBe("en");
    expect(container.querySelector(".brand__short")?.hasAttribute("lang")).toBe(false);
  });

  it("says a notice's file is in English, and marks its English title", () => {
    const { queryClient, element } = inLanguage("hi", hi, hindiSite, <NoticesPage />);
    queryClient.setQueryData(
      ["notices"],
      [
        { title: "परीक्षा सूचना", file: "/api/files/a/exam.pdf", date: "2026-03-14", lang_fallback: ["file"] },
        {
          title: "Holiday list",
          file: "/api/files/b/holidays.pdf",
          date: "2026-03-10",
          lang_fallback: ["title", "file"],
        },
        { title: "प्रवेश सूचना", file: "/api/files/c/admission.pdf", date: "2026-03-01" },
      ],
    );
    render(element);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent?.includes(hi.common.inEnglish))).toEqual([true, true, false]);
    expect(screen.getByText("Holiday list").getAttribute("lang")).toBe("en");
    expect(screen.getByText("परीक्षा सूचना").closest("[lang]")).toBeNull();
    // Dates through Intl in hi-IN; the feeds are the Hindi ones.
    expect(rows[0]?.querySelector("time")?.textContent).toBe(
      new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        Date.UTC(2026, 2, 14),
      ),
    );
    expect(screen.getByRole("link", { name: hi.notices.rss }).getAttribute("href")).toBe("/feeds/hi/notices.rss");
  });
});

describe("the language switch", () => {
  it("keeps the route and its query, and follows it as the visitor moves", () => {
    window.history.replaceState(null, "", "/BOS?doc=a&page=2");
    window.dispatchEvent(new PopStateEvent("popstate"));
    const { element } = inLanguage("en", en, testSite, <LanguageSwitch />);
    render(element);
    const link = screen.getByRole("link", { name: "हिन्दी" });
    expect(link.getAttribute("href")).toBe("/hi/BOS?doc=a&page=2");
    act(() => {
      window.history.pushState(null, "", "/faculty");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(link.getAttribute("href")).toBe("/hi/faculty");
  });
});
