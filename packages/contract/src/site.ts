/**
 * The static content of `site.yaml`. In the pack, images and the video are paths relative to the
 * pack; the import stores them like every other file and the server hands the app the served form
 * (image and file URLs), so the same shape is declared twice: once with pack paths, once served.
 */
import * as z from "zod/mini";

const text = () => z.string().check(z.minLength(1));
const texts = () => z.array(text()).check(z.minLength(1));

const httpUrl = z.string().check(z.refine((value) => /^https?:\/\//i.test(value), { message: "must be an http(s) URL" }));

export const externalLink = z.strictObject({ label: text(), url: httpUrl });

/** An image in the pack: its path relative to the pack and its alternative text. */
export const packImage = z.strictObject({ path: text(), alt: z.string() });

/** An image as served: a resized variant's URL, the `srcset` of all variants and its intrinsic size. */
export const compiledImage = z.strictObject({
  src: z.string(),
  srcSet: z.string(),
  width: z.int().check(z.gte(1)),
  height: z.int().check(z.gte(1)),
  alt: z.string(),
});

export const compiledVideo = z.strictObject({ src: z.string(), type: z.string() });

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;

function siteSchema<Image extends z.ZodMiniType, Video extends z.ZodMiniType>(image: Image, video: Video) {
  const program = z.strictObject({ name: text(), vision: text(), mission: texts(), peo: texts(), po: texts(), pso: texts() });

  return z.strictObject({
    department: z.strictObject({
      name: text(),
      shortName: text(),
      /** Paragraphs of the about text (home and about pages). */
      about: texts(),
    }),
    college: z.strictObject({ name: text(), address: text() }),
    contact: z.strictObject({ email: z.email() }),
    hod: z.strictObject({ title: text(), name: text(), designation: text(), message: texts(), photo: image }),
    quickLinks: z.array(externalLink),
    homeCarousel: z.array(image).check(z.length(10, "must have exactly 10 images")),
    aboutCarousel: z.array(image).check(z.minLength(1, "must have at least 1 image")),
    /** `captions`: a WebVTT file (pack path; URL as served) shown as the video's captions track. */
    video: z.strictObject({ title: text(), file: video, captions: text() }),
    programs: z.strictObject({
      cse: z.strictObject({ title: text(), description: text(), image }),
      mca: z.strictObject({ title: text(), description: text(), image, url: httpUrl }),
    }),
    /** Exactly the two programs of the spec, in this order. */
    visionMission: z.tuple([
      z.extend(program, { name: z.literal("Computer Science And Engineering") }),
      z.extend(program, { name: z.literal("Masters in Computer Applications") }),
    ]),
    coderOfTheMonth: z.array(
      z.strictObject({
        /** Three-letter month abbreviation, e.g. FEB. */
        month: z.enum(MONTHS),
        year: z.int().check(z.gte(2000), z.lte(2100)),
        winners: z.array(z.strictObject({ year: text(), name: text(), image })).check(z.minLength(1)),
      }),
    ),
    links: z.strictObject({ mcaSite: externalLink, mcaFaculty: externalLink, committees: externalLink }),
    footer: z.strictObject({ credits: z.array(externalLink) }),
  });
}

export const MONTH_ABBREVIATIONS = MONTHS;

/** `site.yaml` as written in a content pack. */
export const sitePack = siteSchema(packImage, text());
/**
 * The static content as the server gives it to the web app (`GET /api/site`, and in the document),
 * with `lastUpdated`: when the content was imported (ISO 8601), every page's 'Last updated' date.
 */
export const site = z.extend(siteSchema(compiledImage, compiledVideo), { lastUpdated: z.optional(z.string()) });

export type SitePack = z.infer<typeof sitePack>;
export type Site = z.infer<typeof site>;
export type CompiledImage = z.infer<typeof compiledImage>;
export type ExternalLink = z.infer<typeof externalLink>;
export type ProgramVisionMission = Site["visionMission"][number];
export type CoderOfTheMonth = Site["coderOfTheMonth"][number];

/** Element ids the served document and the web app agree on (the server assembles the document). */
export const DOCUMENT_IDS = {
  /** The `<script type="application/json">` that carries the site content. */
  siteContent: "site-content",
  /** The `<main>` of the layout, where every page renders. */
  main: "main-content",
  /** The `<template>` holding the server's render of the home page, moved into main on the home route. */
  homeTemplate: "home-prerender",
  /** The `<template>` holding the app's script tags, added to the head by the document's script. */
  appScripts: "app-scripts",
  /** The `<script type="application/json">` naming, per route, what a first load of it fetches besides the app. */
  routeHints: "route-hints",
} as const;

/**
 * The global function by which the document's script hands the app the buttons clicked before the
 * app ran, and stops holding clicks: the app clicks them again once React has taken the page over.
 */
export const EARLY_CLICKS_GLOBAL = "deptEarlyClicks";

/**
 * The `<meta>` by which a preview of a draft (served by the editor under /admin/preview/) names the
 * API address the app reads instead of its own (docs/architecture.md section 3).
 */
export const PREVIEW_API_BASE_META = "dept-preview-api-base";
