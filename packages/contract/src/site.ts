/**
 * The static content of `site.yaml`. In the pack, images and the video are paths relative to the
 * pack; the import stores them like every other file and the server hands the app the served form
 * (image and file URLs), so the same shape is declared twice: once with pack paths, once served.
 */
import * as z from "zod/mini";
import { ALT_MAX, LINE_MAX, LONG_TEXT_MAX, PATH_MAX, SHORT_TEXT_MAX, TITLE_MAX } from "./limits.js";
import { boundedText, emailAddress, httpUrl, REQUIRED, requiredText } from "./rules.js";
import { fallbackMark, siteLanguages, translatable } from "./translatable.js";
import { MONTH_ABBREVIATIONS } from "./site-pages.js";

/**
 * How the site's values are checked: in a pack and the editor by the rules every entry follows
 * (rules.ts: trimmed, required, limited, safe URLs); as served, only for their shape, so content
 * saved under older rules never stops the public app from starting.
 */
interface SiteRules {
  text: (max: number) => z.ZodMiniType<string, string>;
  url: z.ZodMiniType<string, string>;
  email: z.ZodMiniType<string, string>;
  /** Text a visitor reads: in a pack plain English or `{en, hi}` (languages.ts); served in one language. */
  tr: <T>(schema: z.ZodMiniType<T, unknown>) => z.ZodMiniType<T, unknown>;
  /** A policy page's text: required in a pack; as served, left out of the document (its page asks `/api/site`). */
  pageBody: <T>(schema: z.ZodMiniType<T, unknown>) => z.ZodMiniType<T | undefined, unknown>;
}

const packRules: SiteRules = {
  text: requiredText,
  url: httpUrl,
  email: emailAddress,
  tr: (schema) => translatable(schema) as unknown as typeof schema,
  pageBody: (schema) => schema,
};
const servedText = z.string().check(z.minLength(1));
const servedRules: SiteRules = {
  text: () => servedText,
  url: z.string().check(z.refine((value) => /^https?:\/\//i.test(value), { message: "must be an http(s) URL" })),
  email: z.email(),
  tr: (schema) => schema,
  pageBody: (schema) => z.optional(schema),
};

/** An image in the pack: its path relative to the pack and its alternative text (in each language). */
export const packImage = z.strictObject({ path: requiredText(PATH_MAX), alt: translatable(boundedText(ALT_MAX)) });

/** An image as served: a resized variant's URL, the `srcset` of all variants and its intrinsic size. */
export const compiledImage = z.strictObject({
  src: z.string(),
  srcSet: z.string(),
  width: z.int().check(z.gte(1)),
  height: z.int().check(z.gte(1)),
  alt: z.string(),
});

export const compiledVideo = z.strictObject({ src: z.string(), type: z.string() });

function siteSchema<Image extends z.ZodMiniType, Video extends z.ZodMiniType>(
  image: Image,
  video: Video,
  rules: SiteRules,
) {
  const { url, tr } = rules;
  /** A text a visitor reads: translatable in a pack. */
  const text = (max: number) => tr(rules.text(max));
  const paragraphs = (max: number) => z.array(rules.text(max)).check(z.minLength(1, REQUIRED));
  const texts = (max: number) => tr(paragraphs(max));
  const externalLink = z.strictObject({ label: text(SHORT_TEXT_MAX), url });
  const program = z.strictObject({
    name: rules.text(TITLE_MAX),
    vision: text(LONG_TEXT_MAX),
    mission: texts(LINE_MAX),
    peo: texts(LINE_MAX),
    po: texts(LINE_MAX),
    pso: texts(LINE_MAX),
  });
  /** A page of the site's policies and help (GIGW): its title and paragraphs. */
  const page = z.strictObject({ title: text(TITLE_MAX), body: rules.pageBody(texts(LONG_TEXT_MAX)) });

  return z.strictObject({
    /** The site's languages: `[en]` (the default when absent) or `[en, hi]` (languages.ts). */
    languages: z.optional(siteLanguages),
    department: z.strictObject({
      name: text(TITLE_MAX),
      shortName: text(SHORT_TEXT_MAX),
      /** Paragraphs of the about text (home and about pages). */
      about: texts(LONG_TEXT_MAX),
      /** The department's logo, square (search engines show it beside the site: its structured data's `logo`). */
      logo: z.optional(image),
    }),
    college: z.strictObject({ name: text(TITLE_MAX), address: text(LINE_MAX) }),
    contact: z.strictObject({
      email: rules.email,
      /** The department's telephone, as visitors dial it (its structured data names it). */
      telephone: z.optional(rules.text(SHORT_TEXT_MAX)),
      /**
       * The department's own pages on other sites (LinkedIn, YouTube, Wikipedia): search engines
       * take them as the same department (the structured data's `sameAs`).
       */
      profiles: z.optional(z.array(url)),
    }),
    hod: z.strictObject({
      title: text(TITLE_MAX),
      name: text(TITLE_MAX),
      designation: text(SHORT_TEXT_MAX),
      message: texts(LONG_TEXT_MAX),
      photo: image,
    }),
    quickLinks: z.array(externalLink),
    homeCarousel: z.array(image).check(z.length(10, "must have exactly 10 images")),
    aboutCarousel: z.array(image).check(z.minLength(1, "must have at least 1 image")),
    /** `captions`: a WebVTT file (pack path; URL as served) shown as the video's captions track. */
    video: z.strictObject({ title: text(TITLE_MAX), file: video, captions: rules.text(PATH_MAX) }),
    programs: z.strictObject({
      cse: z.strictObject({ title: text(TITLE_MAX), description: text(LONG_TEXT_MAX), image }),
      mca: z.strictObject({ title: text(TITLE_MAX), description: text(LONG_TEXT_MAX), image, url }),
    }),
    /** Exactly the two programs of the spec, in this order. */
    visionMission: z.tuple([
      z.extend(program, { name: z.literal("Computer Science And Engineering") }),
      z.extend(program, { name: z.literal("Masters in Computer Applications") }),
    ]),
    coderOfTheMonth: z.array(
      z.strictObject({
        /** Three-letter month abbreviation, e.g. FEB. */
        month: z.enum(MONTH_ABBREVIATIONS),
        year: z.int().check(z.gte(2000), z.lte(2100)),
        winners: z
          .array(z.strictObject({ year: text(SHORT_TEXT_MAX), name: text(TITLE_MAX), image }))
          .check(z.minLength(1)),
      }),
    ),
    links: z.strictObject({ mcaSite: externalLink, mcaFaculty: externalLink, committees: externalLink }),
    footer: z.strictObject({ credits: z.array(externalLink) }),
    /**
     * The policy and help pages GIGW asks for, linked from the footer (absent in packs written
     * before them: the footer then links none). Keys are SITE_PAGES'.
     */
    pages: z.optional(
      z.strictObject({ hyperlinking: page, copyright: page, privacy: page, terms: page, help: page, archival: page }),
    ),
  });
}

/** `site.yaml` as written in a content pack. */
export const sitePack = siteSchema(packImage, requiredText(PATH_MAX), packRules);
/**
 * The static content as the server gives it to the web app (`GET /api/site`, and in the document),
 * with `lastUpdated`: when the content was imported (ISO 8601), every page's 'Last updated' date.
 */
export const site = z.extend(siteSchema(compiledImage, compiledVideo, servedRules), {
  lastUpdated: z.optional(z.string()),
  ...fallbackMark,
});

export type SitePack = z.infer<typeof sitePack>;
export type Site = z.infer<typeof site>;
export type CompiledImage = z.infer<typeof compiledImage>;
export type ExternalLink = Site["quickLinks"][number];
export type ProgramVisionMission = Site["visionMission"][number];
export type CoderOfTheMonth = Site["coderOfTheMonth"][number];
