/**
 * The server's render of the document: header, footer and the home page's first screen as HTML,
 * before any data, so the largest paint needs no script. The server builds this module
 * (`vite build --ssr`), calls it once per content version, and the browser's React hydrates the
 * result on the home route.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { DOCUMENT_IDS, type Language, type Site } from "@dept/contract";
import { App } from "./app/app";
import { en, type Catalogue } from "./i18n/catalogues/en";
import { hi } from "./i18n/catalogues/hi";
export { routeHints, type RouteHint } from "./app/router";
import { HomePage } from "./features/home/home-page";
import { createQueryClient } from "./lib/query-client";

export interface RenderedApp {
  /** The app with an empty main: skip link, header, `<main>`, footer. */
  shell: string;
  /** The home page, which belongs inside the shell's main. */
  home: string;
  /** The document's meta description in `lang` (the app sets each route's once it runs). */
  description: string;
}

/** Both catalogues, imported here: the server renders every language's document from this one module. */
const catalogues: Record<Language, Catalogue> = { en, hi };

const mainElement = new RegExp(`(<main id="${DOCUMENT_IDS.main}"[^>]*>)([\\s\\S]*)(</main>)`);
// React puts preload links for eager images first; whether the home page's images are wanted at
// all is for the document to decide (only on the home route), so they go.
const imagePreloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * The app rendered once, as on the home route, and cut at its main element: the server sends the
 * home page in a `<template>`, used only on the home route. One render, not two, so every `useId`
 * is what the browser's hydration of the whole app expects. `site` is the site content in `lang`
 * (English when not given, as before languages existed).
 */
export function renderApp(site: Site, lang: Language = "en"): RenderedApp {
  const html = renderToString(
    <StrictMode>
      <App queryClient={createQueryClient()} site={site} lang={lang} catalogue={catalogues[lang]} homePage={HomePage} />
    </StrictMode>,
  ).replace(imagePreloads, "");
  const main = mainElement.exec(html);
  if (!main) throw new Error(`the app rendered no <main id="${DOCUMENT_IDS.main}">`);
  const [whole, open, home, close] = main as unknown as [string, string, string, string];
  const description = catalogues[lang].pages.home.description;
  return { shell: html.slice(0, main.index) + open + close + html.slice(main.index + whole.length), home, description };
}
