/**
 * 'View Gallery': all photos of one achievement in a new tab. The page is built with DOM APIs
 * only (textContent, img.src from `imageSource`), never by writing content strings as HTML, and
 * styled through the CSSOM, which the site's CSP (no inline style elements) still allows.
 */
import type { Language, StudentAchievement } from "@dept/contract";
import { imageSource } from "../../../lib/images";
import type { Catalogue } from "../../../i18n/catalogues/en";

/** The gallery's texts: the page's language and its catalogue's achievement texts. */
export interface GalleryTexts {
  lang: Language;
  text: Pick<Catalogue["academics"], "popupBlocked" | "galleryTitle" | "photoOf">;
}

export function openAchievementGallery(achievement: StudentAchievement, texts: GalleryTexts): void {
  const gallery = window.open("", "_blank");
  if (!gallery) {
    window.alert(texts.text.popupBlocked);
    return;
  }
  buildGallery(gallery.document, achievement, document.baseURI, texts);
  // Built: the gallery no longer needs (and must not keep) a handle on the site.
  gallery.opener = null;
}

/** Fills an empty document with the gallery; image URLs are made absolute against `baseUrl`. */
export function buildGallery(
  target: Document,
  achievement: StudentAchievement,
  baseUrl: string,
  { lang, text }: GalleryTexts,
): void {
  target.documentElement.lang = lang;
  target.title = text.galleryTitle(achievement.name, achievement.achievement);

  const viewport = target.createElement("meta");
  viewport.name = "viewport";
  viewport.content = "width=device-width, initial-scale=1";
  target.head.append(viewport);

  const body = target.body;
  Object.assign(body.style, {
    margin: "0",
    padding: "24px",
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    color: "#1d232b",
    background: "#f3f5f8",
  });

  const main = target.createElement("main");
  Object.assign(main.style, { maxWidth: "1200px", margin: "0 auto" });

  const heading = target.createElement("h1");
  heading.textContent = achievement.name;
  Object.assign(heading.style, { margin: "0 0 4px", color: "#0b2440", fontSize: "1.75rem" });

  const subtitle = target.createElement("p");
  subtitle.textContent = achievement.achievement;
  Object.assign(subtitle.style, { margin: "0 0 24px", color: "#4f5b67" });

  const grid = target.createElement("ul");
  Object.assign(grid.style, {
    listStyle: "none",
    margin: "0",
    padding: "0",
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
    gap: "16px",
  });

  const photos = achievement.photo.map(imageSource).filter((source) => source !== undefined);
  photos.forEach((source, index) => {
    const item = target.createElement("li");
    const image = target.createElement("img");
    image.src = new URL(source.src, baseUrl).href;
    if (source.srcSet) {
      image.srcset = absoluteSrcSet(source.srcSet, baseUrl);
      image.sizes = "(min-width: 1248px) 384px, (min-width: 700px) 50vw, 100vw";
    }
    image.alt = text.photoOf(index + 1, photos.length, achievement.name);
    image.width = 640;
    image.height = 480;
    image.loading = "lazy";
    image.decoding = "async";
    Object.assign(image.style, {
      display: "block",
      width: "100%",
      height: "auto",
      aspectRatio: "4 / 3",
      objectFit: "cover",
      borderRadius: "8px",
      background: "#fff",
      boxShadow: "0 2px 8px rgb(0 0 0 / 0.12)",
    });
    item.append(image);
    grid.append(item);
  });

  main.append(heading, subtitle, grid);
  body.replaceChildren(main);
}

/** A srcset with every candidate URL made absolute: the gallery document has no base of its own. */
function absoluteSrcSet(srcSet: string, baseUrl: string): string {
  return srcSet
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, ...descriptors]) => [new URL(url!, baseUrl).href, ...descriptors].join(" "))
    .join(", ");
}
