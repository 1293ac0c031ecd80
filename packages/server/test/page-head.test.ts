/**
 * A page's head for crawlers and link previews (web/page-head.ts, issue 34), from the answers the
 * server really serves (a bilingual test pack imported): canonical and hreflang addresses, the
 * Open Graph and Twitter tags with a sized image, and one JSON-LD graph whose types carry the
 * properties Google requires; no text of the content can end the script or an attribute.
 */
import fs from "node:fs";
import type { Language, Site } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath, pageHead, type PageHeadInput } from "../src/web/page-head.js";
import { HINDI, newBilingualTestPack } from "./support/bilingual-pack.js";
import {
  elements,
  graphNodes,
  jsonLdScripts,
  metaContent,
  missingRequired,
  parseHead,
  type JsonLdNode,
} from "./support/json-ld.js";
import { importInto, startApp } from "./support/test-app.js";
import { readYaml, tempDir, writeYaml } from "./support/test-pack.js";

const publicUrl = "https://cse.example.edu";
const ORCID = "0000-0002-1825-0097";
const DBLP = "123/4567";
const ADA = "ada.lovelace";
const TELEPHONE = "+91 20 5555 0100";
const PROFILE = "https://social.example.org/dept";

describe("page head", () => {
  let app: FastifyInstance;
  let dirs: string[];

  beforeAll(async () => {
    const pack = await newBilingualTestPack();
    const ada = readYaml<Record<string, unknown>>(pack, "faculty/01-ada.yaml");
    writeYaml(pack, "faculty/01-ada.yaml", { ...ada, orcid: ORCID, dblp: DBLP });
    const site = readYaml<{ department: object; contact: object }>(pack, "site.yaml");
    writeYaml(pack, "site.yaml", {
      ...site,
      department: { ...site.department, logo: { path: "images/big.jpg", alt: "Our logo" } },
      contact: { ...site.contact, telephone: TELEPHONE, profiles: [PROFILE] },
    });
    const dataDir = tempDir("page-head");
    dirs = [pack, dataDir];
    app = await startApp({ dataDir });
    await importInto(app, pack);
  });
  afterAll(async () => {
    await app?.close();
    for (const dir of dirs ?? []) fs.rmSync(dir, { recursive: true, force: true });
  });

  const siteIn = (lang: Language): Site => app.content.snapshotFor(lang).site!.value;
  const answer = async (url: string) => (await app.inject(url)).json() as unknown;

  function input(overrides: Partial<PageHeadInput> & Pick<PageHeadInput, "path">): PageHeadInput {
    const lang = overrides.lang ?? "en";
    return {
      lang,
      languages: ["en", "hi"],
      publicUrl,
      site: siteIn(lang),
      title: "A page",
      description: "What the page is about.",
      breadcrumbs: [],
      page: { kind: "page" },
      imageSizes: app.content.snapshot.imageSizes,
      ...overrides,
    };
  }

  /** The head's tags, parsed, with its one JSON-LD graph. */
  function head(tags: string) {
    const document = parseHead(tags);
    const scripts = jsonLdScripts(document);
    expect(scripts).toHaveLength(1);
    const nodes = graphNodes(scripts[0]);
    const ofType = (type: string) => nodes.filter((node) => node["@type"] === type);
    return { document, jsonLd: scripts[0], nodes, ofType };
  }

  it("names home's addresses, its preview and the department", () => {
    const site = siteIn("en");
    const { document, jsonLd, ofType } = head(pageHead(input({ path: "/", page: { kind: "home" } })));
    expect(elements(document, "link", { rel: "canonical" })[0]?.attrs.href).toBe(`${publicUrl}/`);
    const alternates = elements(document, "link", { rel: "alternate" }).map((link) => [
      link.attrs.hreflang,
      link.attrs.href,
    ]);
    expect(alternates).toEqual([
      ["en", `${publicUrl}/`],
      ["hi", `${publicUrl}/hi/`],
      ["x-default", `${publicUrl}/`],
    ]);
    expect(metaContent(document, "og:title")).toBe("A page");
    expect(metaContent(document, "og:description")).toBe("What the page is about.");
    expect(metaContent(document, "og:url")).toBe(`${publicUrl}/`);
    expect(metaContent(document, "og:locale")).toBe("en_IN");
    expect(metaContent(document, "og:locale:alternate")).toBe("hi_IN");
    expect(metaContent(document, "og:site_name")).toBe(site.department.name);
    expect(metaContent(document, "og:type")).toBe("website");
    // The home carousel's first photo, its largest variant at the size the site content gives it.
    const photo = site.homeCarousel[0]!;
    expect(metaContent(document, "og:image")).toBe(`${publicUrl}${photo.srcSet.split(", ").at(-1)!.split(" ")[0]}`);
    expect(metaContent(document, "og:image:width")).toBe(String(photo.width));
    expect(metaContent(document, "og:image:height")).toBe(String(photo.height));
    expect(metaContent(document, "og:image:alt")).toBe(photo.alt);
    expect(metaContent(document, "twitter:card")).toBe(photo.width > photo.height ? "summary_large_image" : "summary");

    expect(missingRequired(jsonLd)).toEqual([]);
    const [department] = ofType("EducationalOrganization");
    expect(department).toMatchObject({
      name: site.department.name,
      url: `${publicUrl}/`,
      email: site.contact.email,
      telephone: TELEPHONE,
      sameAs: [PROFILE],
      logo: {
        "@type": "ImageObject",
        url: expect.stringMatching(/^https:\/\/cse\.example\.edu\/api\/images\/[0-9a-f]+\/1280\.webp$/),
        width: 1280,
        height: 768,
      },
      address: { "@type": "PostalAddress", streetAddress: site.college.address },
      parentOrganization: { "@type": "CollegeOrUniversity", name: site.college.name },
    });
    expect(ofType("WebSite")).toHaveLength(1);
    expect(ofType("BreadcrumbList")).toEqual([]);
  });

  it("describes a profile in Hindi as the Person of a ProfilePage, with its photo sized and its ORCID and DBLP", async () => {
    const faculty = await answer(`/endpoints/faculty_details?id=${ADA}&lang=hi`);
    const path = `/faculty/${ADA}`;
    const tags = pageHead(
      input({
        lang: "hi",
        path,
        title: HINDI.ada,
        breadcrumbs: [
          { name: "मुखपृष्ठ", path: "/" },
          { name: "संकाय", path: "/faculty" },
          { name: HINDI.ada, path },
        ],
        page: {
          kind: "faculty-profile",
          id: ADA,
          faculty,
          identifiers: app.content.snapshot.facultyIdentifiers.get(ADA),
        },
      }),
    );
    const { document, jsonLd, ofType } = head(tags);
    expect(elements(document, "link", { rel: "canonical" })[0]?.attrs.href).toBe(`${publicUrl}/hi${path}`);
    expect(elements(document, "link", { hreflang: "en" })[0]?.attrs.href).toBe(`${publicUrl}${path}`);
    expect(metaContent(document, "og:locale")).toBe("hi_IN");
    expect(metaContent(document, "og:locale:alternate")).toBe("en_IN");
    expect(metaContent(document, "og:type")).toBe("profile");
    // images/big.jpg is 1500 × 900: its largest variant is 1280 wide.
    expect(metaContent(document, "og:image")).toMatch(
      /^https:\/\/cse\.example\.edu\/api\/images\/[0-9a-f]+\/1280\.webp$/,
    );
    expect([metaContent(document, "og:image:width"), metaContent(document, "og:image:height")]).toEqual([
      "1280",
      "768",
    ]);
    expect(metaContent(document, "og:image:alt")).toBe(HINDI.ada);
    expect((await app.inject(metaContent(document, "og:image")!.slice(publicUrl.length))).statusCode).toBe(200);

    expect(missingRequired(jsonLd)).toEqual([]);
    const [profile] = ofType("ProfilePage");
    expect(profile).toMatchObject({ url: `${publicUrl}/hi${path}`, inLanguage: "hi" });
    const person = profile!.mainEntity as JsonLdNode;
    const [department] = ofType("EducationalOrganization");
    // One department in every language; its address is the Hindi home on a Hindi page.
    expect(department).toMatchObject({ "@id": `${publicUrl}/#department`, url: `${publicUrl}/hi/` });
    expect(person).toMatchObject({
      "@type": "Person",
      name: HINDI.ada,
      jobTitle: HINDI.adaDesignation,
      worksFor: { "@id": department!["@id"] },
      image: metaContent(document, "og:image"),
      email: "ada@example.edu",
      sameAs: [`https://orcid.org/${ORCID}`, `https://dblp.org/pid/${DBLP}`],
    });
    const [breadcrumbs] = ofType("BreadcrumbList");
    expect(breadcrumbs!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "मुखपृष्ठ", item: `${publicUrl}/hi/` },
      { "@type": "ListItem", position: 2, name: "संकाय", item: `${publicUrl}/hi/faculty` },
      { "@type": "ListItem", position: 3, name: HINDI.ada, item: `${publicUrl}/hi${path}` },
    ]);
  });

  it("keeps identifiers out of every answer", async () => {
    const detail = (await answer(`/endpoints/faculty_details?id=${ADA}`)) as Record<string, unknown>;
    expect(detail).not.toHaveProperty("orcid");
    expect(detail).not.toHaveProperty("dblp");
    expect(JSON.stringify(await answer("/endpoints/faculty_list"))).not.toContain(ORCID);
  });

  it("makes each dated event an Event organised by the department at its address", async () => {
    const events = (await answer("/events/workshops")) as Record<string, unknown>[];
    const undated = { ...events[0]!, title: "Some day", start_date: "to be announced" };
    const { document, jsonLd, ofType } = head(
      pageHead(input({ path: "/events/workshops", page: { kind: "events", events: [...events, undated] } })),
    );
    expect(missingRequired(jsonLd)).toEqual([]);
    const found = ofType("Event");
    expect(found.map((node) => node.name)).toEqual(events.map((item) => item.title));
    const [department] = ofType("EducationalOrganization");
    expect(found[0]).toMatchObject({
      startDate: "2025-01-10",
      endDate: "2025-01-11",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", address: { streetAddress: siteIn("en").college.address } },
      organizer: { "@id": department!["@id"] },
      url: `${publicUrl}/events/workshops`,
    });
    // The first event's banner previews the page.
    expect(metaContent(document, "og:image")).toBe(found[0]!.image);
  });

  it("makes each publication with a DOI a ScholarlyArticle, its members' names linking their profiles", () => {
    const publications = [
      {
        key: "doi:10.1000/xyz",
        title: "On computable numbers",
        authors: [{ name: "Ada Lovelace", faculty: ADA }, { name: "Someone Else" }],
        faculty: [ADA],
        year: 2024,
        type: "article",
        venue: "Journal of Tests",
        doi: "10.1000/xyz",
        url: null,
      },
      {
        ...{ key: "t", title: "No DOI", authors: [], faculty: [], year: 2023, type: "other" },
        venue: null,
        doi: null,
        url: null,
      },
    ];
    const { jsonLd, ofType } = head(
      pageHead(input({ path: "/publications", page: { kind: "publications", publications } })),
    );
    expect(missingRequired(jsonLd)).toEqual([]);
    expect(ofType("ScholarlyArticle")).toEqual([
      expect.objectContaining({
        headline: "On computable numbers",
        datePublished: "2024",
        sameAs: "https://doi.org/10.1000/xyz",
        author: [
          { "@type": "Person", name: "Ada Lovelace", url: `${publicUrl}/faculty/${ADA}` },
          { "@type": "Person", name: "Someone Else" },
        ],
      }),
    ]);
  });

  it("lets no text of the content close the script, open a comment or leave an attribute", () => {
    const hostile = `</script><script>alert("x")</script><!-- --> "quoted' & <b>bold</b> \u2028`;
    const tags = pageHead(
      input({
        path: "/notices",
        title: hostile,
        description: hostile,
        breadcrumbs: [{ name: hostile, path: "/notices" }],
        page: { kind: "notices", notices: [] },
      }),
    );
    expect(tags.match(/<script/g)).toHaveLength(1);
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(tags).not.toContain("<!--");
    expect(tags).not.toContain("-->");
    const { document, jsonLd, ofType } = head(tags);
    expect(elements(document, "script")).toHaveLength(1);
    expect(elements(document, "b")).toHaveLength(0);
    expect(metaContent(document, "og:title")).toBe(hostile);
    expect(metaContent(document, "og:description")).toBe(hostile);
    expect(ofType("WebPage")[0]!.name).toBe(hostile);
    expect(missingRequired(jsonLd)).toEqual([]);
  });

  it("names no address without PUBLIC_URL, and no other language on a one-language site", () => {
    const { document, jsonLd } = head(pageHead(input({ path: "/faculty", publicUrl: undefined })));
    expect(elements(document, "link")).toEqual([]);
    expect(metaContent(document, "og:url")).toBeUndefined();
    expect(metaContent(document, "og:image")).toBeUndefined();
    expect(metaContent(document, "og:title")).toBe("A page");
    expect(missingRequired(jsonLd)).toEqual([]);

    const english = head(pageHead(input({ path: "/faculty", languages: ["en"] }))).document;
    expect(elements(english, "link", { rel: "canonical" })[0]?.attrs.href).toBe(`${publicUrl}/faculty`);
    expect(elements(english, "link", { rel: "alternate" })).toEqual([]);
    expect(metaContent(english, "og:locale:alternate")).toBeUndefined();
  });

  it("localizes paths with the contract's rule", () => {
    expect(localizedPath("/faculty/3", "hi")).toBe("/hi/faculty/3");
    expect(localizedPath("/", "hi")).toBe("/hi/");
  });
});
