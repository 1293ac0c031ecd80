/**
 * The image a page is previewed with (og:image): a faculty member's photo on their profile, the
 * first event's banner on an event page, and everywhere else the department's own image,
 * the home carousel's first photo. Each is the largest resized variant the server keeps, with its
 * displayed size when the server knows it (the site content carries its images' sizes; a photo an
 * answer names by URL is sized from the content snapshot's `imageSizes`).
 */
import { event, facultyDetail, IMAGE_WIDTHS, imageVariantPath, type CompiledImage } from "@dept/contract";
import type { ImageSize, PageHeadInput } from "./page-head-types.js";

export interface HeadImage {
  /** Absolute with PUBLIC_URL, else the server's path. */
  url: string;
  width?: number;
  height?: number;
  alt: string;
  type?: string;
}

const WEBP = "image/webp";
const LARGEST = IMAGE_WIDTHS.at(-1)!;
const variantPattern = /^\/api\/images\/([a-f0-9]{16,64})\/\d+\.webp$/;

/** An answer's image URL as the largest variant, sized when its source's size is known; undefined for no URL (legacy base64). */
export function sizedVariant(
  url: string,
  alt: string,
  origin: string,
  sizes: ReadonlyMap<string, ImageSize> | undefined,
): HeadImage | undefined {
  const hash = variantPattern.exec(url)?.[1];
  if (!hash) return /^https?:\/\//.test(url) ? { url, alt } : undefined;
  const source = sizes?.get(hash);
  const image: HeadImage = { url: `${origin}${imageVariantPath(hash, LARGEST)}`, alt, type: WEBP };
  if (!source) return image;
  // Variants are never enlarged: a smaller source is its own largest variant (api/served-site.ts).
  const width = Math.min(source.width, LARGEST);
  return { ...image, width, height: Math.max(1, Math.round((source.height * width) / source.width)) };
}

/** A site content image as its largest variant: the last candidate of its srcset, at the size it says. */
export function siteImage(image: CompiledImage, origin: string): HeadImage {
  const largest = image.srcSet.split(",").at(-1)!.trim().split(/\s+/)[0] || image.src;
  const known = /^https?:\/\//.test(largest);
  return {
    url: known ? largest : `${origin}${largest}`,
    width: image.width,
    height: image.height,
    alt: image.alt,
    ...(largest.endsWith(".webp") ? { type: WEBP } : {}),
  };
}

/** The page's image, its URL made absolute with `origin` (PUBLIC_URL, or "" for the server's path). */
export function headImage(input: PageHeadInput, origin: string): HeadImage | undefined {
  const { page, site, imageSizes } = input;
  if (page.kind === "faculty-profile") {
    const faculty = facultyDetail.safeParse(page.faculty);
    const photo = faculty.success ? sizedVariant(faculty.data.image, faculty.data.name, origin, imageSizes) : undefined;
    if (photo) return photo;
  }
  if (page.kind === "events") {
    for (const answer of page.events) {
      const item = event.safeParse(answer);
      const banner = item.success ? sizedVariant(item.data.banner, item.data.title, origin, imageSizes) : undefined;
      if (banner) return banner;
    }
  }
  const department = site.homeCarousel[0];
  return department ? siteImage(department, origin) : undefined;
}
