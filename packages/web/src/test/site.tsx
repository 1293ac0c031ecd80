/**
 * The demo pack's site.yaml in its served shape, for components under test: in one language (its
 * translations picked, English where there is none, named in `lang_fallback` as the server does),
 * every image a made-up variant URL with a fixed size, as the server's would look.
 */
import { parse } from "yaml";
import siteYaml from "../../../../content/site.yaml?raw";
import {
  imageSrcSet,
  imageVariantPath,
  isTranslation,
  site as siteSchema,
  type Language,
  type Site,
} from "@dept/contract";
import { SiteProvider } from "../lib/site";
import { I18nProvider } from "../i18n/i18n";
import { en } from "../i18n/catalogues/en";

/** The pack's value in `lang`: each translation's value in it, else its English (its path noted in `fallbacks`). */
function localized(value: unknown, lang: Language, path: string, fallbacks: string[]): unknown {
  if (isTranslation(value)) {
    const translated = lang === "en" ? undefined : (value as Record<string, unknown>)[lang];
    if (lang !== "en" && (translated === undefined || value.outdated)) fallbacks.push(path);
    return translated !== undefined && !value.outdated ? translated : value.en;
  }
  if (Array.isArray(value))
    return value.map((item, index) => localized(item, lang, path ? `${path}.${index}` : String(index), fallbacks));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        localized(inner, lang, path ? `${path}.${key}` : key, fallbacks),
      ]),
    );
  }
  return value;
}

function served(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(served);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.path === "string" && typeof record.alt === "string") {
      const src = imageVariantPath(
        record.path
          .replace(/[^a-f0-9]/g, "")
          .padEnd(16, "0")
          .slice(0, 16),
        640,
      );
      return { src, srcSet: imageSrcSet(src), width: 1280, height: 720, alt: record.alt };
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, served(inner)]));
  }
  return value;
}

/** The demo site as the server serves it in `lang`. */
export function testSiteIn(lang: Language): Site {
  const fallbacks: string[] = [];
  const pack = localized(parse(siteYaml), lang, "", fallbacks) as Record<string, unknown>;
  const video = pack.video as { title: string; file: string; captions: string };
  return siteSchema.parse({
    ...(served(pack) as object),
    video: {
      title: video.title,
      file: { src: `/api/files/${"a".repeat(64)}/tour.webm`, type: "video/webm" },
      captions: `/api/files/${"b".repeat(64)}/tour.vtt`,
    },
    ...(fallbacks.length > 0 ? { lang_fallback: fallbacks } : {}),
  });
}

export const testSite: Site = testSiteIn("en");

/** The English chrome and the demo site, for components under test. */
export function WithSite({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider lang="en" catalogue={en}>
      <SiteProvider site={testSite}>{children}</SiteProvider>
    </I18nProvider>
  );
}
