/**
 * What a search engine makes of robots.txt and sitemap.xml: the robots rules matched as RFC 9309
 * says (the longest matching rule wins, Allow on a tie), and the sitemap validated against the
 * sitemaps.org schema with xmllint (libxml2 as WebAssembly), then read back.
 */
import fs from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";

/** The rules of the robots.txt group for every crawler (`User-agent: *`) and its Sitemap lines. */
export function robotsRules(text: string): { allow: string[]; disallow: string[]; sitemaps: string[] } {
  const rules = { allow: [] as string[], disallow: [] as string[], sitemaps: [] as string[] };
  let inGroup = false;
  for (const line of text.split("\n")) {
    const [field = "", ...rest] = line.replace(/#.*/, "").split(":");
    const value = rest.join(":").trim();
    switch (field.trim().toLowerCase()) {
      case "user-agent":
        inGroup = value === "*";
        break;
      case "allow":
        if (inGroup && value) rules.allow.push(value);
        break;
      case "disallow":
        if (inGroup && value) rules.disallow.push(value);
        break;
      case "sitemap":
        rules.sitemaps.push(value);
        break;
    }
  }
  return rules;
}

/** Whether a crawler may fetch `path` (with its query) under `rules`: RFC 9309 section 2.2.2. */
export function allowed(rules: { allow: string[]; disallow: string[] }, path: string): boolean {
  const longest = (patterns: string[]) =>
    Math.max(-1, ...patterns.filter((rule) => path.startsWith(rule)).map((rule) => rule.length));
  return longest(rules.allow) >= longest(rules.disallow);
}

const SCHEMAS = path.join(import.meta.dirname, "../fixtures/sitemaps");
const schemaFile = (fileName: string) => ({
  fileName,
  contents: fs.readFileSync(path.join(SCHEMAS, fileName), "utf8"),
});

/** xmllint's errors validating `xml` against sitemaps.org's schema (with the XHTML link of hreflang alternates); [] when valid. */
export async function sitemapErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [schemaFile("sitemap-hreflang.xsd")],
    preload: [schemaFile("sitemap.xsd"), schemaFile("xhtml-link.xsd")],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** hreflang -> address. */
  alternates: Record<string, string>;
}

/** The sitemap's entries, read back. */
export function sitemapUrls(xml: string): SitemapUrl[] {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => name === "url" || name === "xhtml:link",
  }).parse(xml) as {
    urlset: { url?: { loc: string; lastmod?: string; "xhtml:link"?: { "@hreflang": string; "@href": string }[] }[] };
  };
  return (parsed.urlset.url ?? []).map((url) => ({
    loc: url.loc,
    ...(url.lastmod ? { lastmod: url.lastmod } : {}),
    alternates: Object.fromEntries((url["xhtml:link"] ?? []).map((link) => [link["@hreflang"], link["@href"]])),
  }));
}
