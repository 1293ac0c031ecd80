/**
 * The Devanagari font of the Hindi pages: the device's own where it has one (Windows' Nirmala UI,
 * Apple's Kohinoor Devanagari, Android's Noto Sans Devanagari, matched by local(): no download),
 * else the site's copy of Noto Sans Devanagari's Devanagari subset in the two weights the site
 * uses. Started by catalogues/hi.ts, so it comes with the Hindi catalogue, which the document
 * starts with the app after the page's largest paint: the font never competes with the first photo
 * (asked for by the first layout, it did: BENCHMARKS.md, round of 2026-11-28). English pages never
 * load it. The rules that give the Hindi pages this family are in styles/global.css.
 *
 * Added to the page by script, both weights at once and only once they are ready, rather than as
 * `@font-face` rules: each change to the family lays the whole page's text out again, and the rules
 * made three (the rules' arrival, then each weight's), a phone's longest tasks after its first
 * paint where the device has no Devanagari font. This is one.
 */
import regularUrl from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import boldUrl from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";

/** The family styles/global.css names first on Hindi pages. */
const DEVANAGARI_FAMILY = "Site Devanagari";

/** Devanagari and the marks and signs it is written with (Latin text stays on the site's font). */
const UNICODE_RANGE =
  "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09";

const WEIGHTS = [
  {
    weight: "400",
    local: [
      "Nirmala UI",
      "NirmalaUI",
      "Kohinoor Devanagari",
      "KohinoorDevanagari-Regular",
      "Noto Sans Devanagari",
      "NotoSansDevanagari-Regular",
    ],
    url: regularUrl,
  },
  {
    weight: "700",
    local: [
      "Nirmala UI Bold",
      "NirmalaUI-Bold",
      "Kohinoor Devanagari Bold",
      "KohinoorDevanagari-Bold",
      "Noto Sans Devanagari Bold",
      "NotoSansDevanagari-Bold",
    ],
    url: boldUrl,
  },
];

/** The `src` of a weight: the device's fonts by name first, then the site's file. */
const fontSource = ({ local, url }: { local: string[]; url: string }): string =>
  [...local.map((name) => `local("${name}")`), `url("${url}") format("woff2")`].join(", ");

/**
 * Loads both weights and adds them to the page together (a weight that cannot load is left out:
 * its text keeps the device's font). Each weight starts in a task of its own: matching the
 * device's fonts by name is a few milliseconds' work, too much to add to the task that loads the
 * catalogue. Called once, as the catalogue's module runs; nothing where there is no `FontFace`
 * (the server's render, tests without a browser).
 */
export function loadDevanagariFont(): void {
  if (typeof FontFace === "undefined") return;
  const faces = WEIGHTS.map(
    (weight) =>
      new Promise<FontFace>((resolve, reject) =>
        setTimeout(() => {
          const face = new FontFace(DEVANAGARI_FAMILY, fontSource(weight), {
            weight: weight.weight,
            style: "normal",
            unicodeRange: UNICODE_RANGE,
          });
          face.load().then(resolve, reject);
        }),
      ),
  );
  void Promise.allSettled(faces).then((results) => {
    for (const result of results) if (result.status === "fulfilled") document.fonts.add(result.value);
  });
}
