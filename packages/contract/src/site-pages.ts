/**
 * The names of the site's pages and the document's parts that the server and the web app share.
 * No zod here: the public site imports these at start, and its answer schemas load later (issue 34).
 */

/** The site's policy and help pages (GIGW), in the footer's order, and their routes. */
export const SITE_PAGES = {
  hyperlinking: "/hyperlinking-policy",
  copyright: "/copyright-policy",
  privacy: "/privacy-policy",
  terms: "/terms-of-use",
  help: "/help",
  archival: "/archival-policy",
} as const;
export type SitePageName = keyof typeof SITE_PAGES;

/** The months as the site content writes them (coder of the month: `FEB`). */
export const MONTH_ABBREVIATIONS = [
  "JAN",
  "FEB",
  "MAR",
  "APR",
  "MAY",
  "JUN",
  "JUL",
  "AUG",
  "SEP",
  "OCT",
  "NOV",
  "DEC",
] as const;

/** Element ids the served document and the web app agree on (the server assembles the document). */
export const DOCUMENT_IDS = {
  /** The `<script type="application/json">` that carries the site content. */
  siteContent: "site-content",
  /** The `<main>` of the layout, where every page renders. */
  main: "main-content",
  /** The `<template>` holding the app's script tags, added to the head by the document's script. */
  appScripts: "app-scripts",
  /**
   * The `<script type="application/json">` with the route the server rendered (path and query) and
   * the answers it rendered it with (TanStack Query's dehydrated state), which the app hydrates.
   */
  routeData: "route-data",
} as const;

/**
 * The global function by which the document's script hands the app the buttons clicked before the
 * app ran, and stops holding clicks: the app clicks them again once React has taken the page over.
 */
export const EARLY_CLICKS_GLOBAL = "deptEarlyClicks";

/** The class on `<html>` while an old hash address's page waits for the app (the server rendered its root). */
export const ROUTE_PENDING_CLASS = "route-pending";

/**
 * The `<meta>` by which a preview of a draft (served by the editor under /admin/preview/) names the
 * API address the app reads instead of its own (docs/architecture.md section 3).
 */
export const PREVIEW_API_BASE_META = "dept-preview-api-base";
