/**
 * Loads the PDF viewer's texts in the page's language, as load-catalogue.ts loads the site's: one
 * entry per language, so a new language is a type error until it says where its texts are. English
 * has none: they are the viewer's own default.
 */
import type { Language } from "@dept/contract";
import type { ViewerMessages } from "@dept/pdf-viewer";

const loaders: Record<Language, () => Promise<ViewerMessages | undefined>> = {
  en: () => Promise.resolve(undefined),
  hi: () => import("./hi").then((module) => module.hindiViewerMessages),
};

export const loadViewerMessages = (lang: Language): Promise<ViewerMessages | undefined> => loaders[lang]();
