/**
 * The URL form of resized images (docs/architecture.md section 3): `/api/images/{hash}/{width}.webp`.
 * The server makes every width of IMAGE_WIDTHS at import (never enlarging: a small original
 * is stored under each width at its own size); clients build `srcset` from one URL.
 */
// 960 serves phone cards (about 380 CSS px at 1.75 to 2.5 device pixels) without the 1280 file.
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const variantPattern = /^(.*\/api\/images\/)([a-f0-9]{16,64})\/(\d+)\.webp$/;

export function imageVariantPath(hash: string, width: ImageWidth): string {
  return `/api/images/${hash}/${width}.webp`;
}

/** For a variant URL, the `srcset` of all widths; undefined for any other image value. */
export function imageSrcSet(url: string): string | undefined {
  const match = variantPattern.exec(url);
  if (!match) return undefined;
  const [, base, hash] = match;
  return IMAGE_WIDTHS.map((width) => `${base}${hash}/${width}.webp ${width}w`).join(", ");
}
