/**
 * Loads only the page's language's catalogue: each is a chunk of its own (the server's document
 * preloads the current one), so an English page never downloads the Hindi texts or font.
 */
import type { Language } from "@dept/contract";
import type { Catalogue } from "./catalogues/en";

const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import("./catalogues/en").then((module) => module.en),
  hi: () => import("./catalogues/hi").then((module) => module.hi),
};

export const loadCatalogue = (lang: Language): Promise<Catalogue> => loaders[lang]();
