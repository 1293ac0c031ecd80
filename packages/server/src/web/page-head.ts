/**
 * What a page's document says of itself to search engines and link-preview bots (issue 34): its
 * canonical address and its other languages' (`hreflang`), the Open Graph and Twitter tags a
 * shared link is previewed with, and its structured data (./structured-data.ts). Pure: the
 * server's render of each route (web/document.ts) calls it with that route's answers.
 */
import { LANGUAGE_INFO, localizedPath, type Language } from "@dept/contract";
import { headImage, type HeadImage } from "./head-image.js";
import type { PageHeadInput } from "./page-head-types.js";
import { structuredData } from "./structured-data.js";

export { localizedPath } from "@dept/contract";
export type { FacultyIdentifiers, ImageSize, PageData, PageHeadInput } from "./page-head-types.js";

/** For text and for quoted attribute values alike. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * JSON inside a `<script>` element: no `<` (so no `</script>` and no `<!--`), `>` or `&` of any
 * text reaches the HTML parser as itself, nor a line separator a JavaScript reader would stop at.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Open Graph's form of a locale: `en_IN`. */
const ogLocale = (lang: Language) => LANGUAGE_INFO[lang].locale.replace("-", "_");

/**
 * The tags for <head> besides <title> and the meta description (which `pages` writes):
 * <link rel="canonical">, hreflang alternates (+ x-default), og:title, og:description, og:url,
 * og:image (+ og:image:width/height/alt when known), og:locale (+ og:locale:alternate),
 * og:site_name, og:type, twitter:card, and exactly one <script type="application/ld+json">
 * (escaped so no text can close it). All attribute values escaped.
 */
export function pageHead(input: PageHeadInput): string {
  const { lang, languages, publicUrl, site, path } = input;
  const address = (pagePath: string, language: Language = lang) =>
    publicUrl === undefined ? undefined : `${publicUrl}${localizedPath(pagePath, language)}`;
  const link = (attributes: string) => `<link ${attributes} />`;
  const meta = (key: "property" | "name", name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
  const og = (name: string, content: string | number) => meta("property", `og:${name}`, content);

  const tags: string[] = [];
  const canonical = address(path);
  if (canonical !== undefined) {
    tags.push(link(`rel="canonical" href="${escapeHtml(canonical)}"`));
    // Every language's version of the page, and English for anyone else; none on a one-language site.
    if (languages.length > 1) {
      const alternate = (hreflang: string, language: Language) =>
        link(`rel="alternate" hreflang="${hreflang}" href="${escapeHtml(address(path, language)!)}"`);
      tags.push(...languages.map((language) => alternate(language, language)), alternate("x-default", "en"));
    }
  }
  tags.push(og("title", input.title), og("description", input.description));
  if (canonical !== undefined) tags.push(og("url", canonical));
  // Relative without PUBLIC_URL: the structured data may name it so, Open Graph may not.
  const image = headImage(input, publicUrl ?? "");
  if (image && publicUrl !== undefined) tags.push(...imageTags(image, og));
  tags.push(
    og("locale", ogLocale(lang)),
    ...languages.filter((language) => language !== lang).map((language) => og("locale:alternate", ogLocale(language))),
    og("site_name", site.department.name),
    og("type", input.page.kind === "faculty-profile" ? "profile" : "website"),
    // A wide photo previews large; a portrait (a faculty member's photo) beside the text.
    meta("name", "twitter:card", image && (image.width ?? 0) > (image.height ?? 0) ? "summary_large_image" : "summary"),
    `<script type="application/ld+json">${scriptJson(structuredData(input, image))}</script>`,
  );
  return tags.join("");
}

function imageTags(image: HeadImage, og: (name: string, content: string | number) => string): string[] {
  return [
    og("image", image.url),
    ...(image.type ? [og("image:type", image.type)] : []),
    ...(image.width && image.height ? [og("image:width", image.width), og("image:height", image.height)] : []),
    ...(image.alt ? [og("image:alt", image.alt)] : []),
  ];
}
