/**
 * The site's one inline script, first in the document's head and allowed by its hash in the CSP
 * (security-policy.ts). It runs before any of the page is parsed, so:
 *
 * - An old hash address (`/#/faculty/3`, `/hi/#/notices`, a preview's `/admin/preview/ID/#/BOS`)
 *   becomes its path in the address bar (history.replaceState, no request) before the first paint;
 *   the document (its root's) is hidden until the app has rendered that route (`route-pending`).
 * - A click on a button of the server's render before the app runs (issue 36, item 9: a tap as soon
 *   as the button is painted) is held from the first button on: a capture listener on window, the
 *   first listener of all. It starts the app, which clicks the same button again once it runs
 *   (packages/web/src/app/early-clicks.tsx). Links need nothing: the browser follows them to a
 *   document of their own.
 * - The app starts (its script tags come out of their `<template>`) once the page's largest paint
 *   is behind it, so its script never competes with that paint for a slow phone's bandwidth (nor,
 *   in Lighthouse's simulation, adds to it) and React hydrates a page already complete on screen:
 *   - when the browser reports a photo fetched first (`fetchpriority="high"`: home's carousel, the
 *     faculty cards, a profile, event banners) as the largest paint;
 *   - else at the load event once the browser has reported a largest paint at least as large as
 *     every such photo's part of the screen, so none of them can still become the largest (a
 *     page can load before its first paint, and a photo is painted a frame or more after the
 *     load event);
 *   - a second after the load event at the latest, and at the load event in a browser that
 *     reports no largest paint;
 *   - at once when a click was held, the route is pending, or at the visitor's first tap or key.
 */
import { createHash } from "node:crypto";
import { DOCUMENT_IDS, EARLY_CLICKS_GLOBAL, ROUTE_PENDING_CLASS } from "@dept/contract";

export const DOCUMENT_SCRIPT = [
  "(function(d,l,h){",
  "var p=l.pathname,soon=0;",
  'if(/^#\\//.test(l.hash)&&/\\/$/.test(p)){var u=p.slice(0,-1)+l.hash.slice(1);h.replaceState(h.state,"",u);',
  `if(u!=p)soon=1,d.documentElement.classList.add("${ROUTE_PENDING_CLASS}")}`,
  `var q=[],app;self.${EARLY_CLICKS_GLOBAL}=function(){var r=q;q=null;return r};`,
  "var start=function(){if(app===null)return;",
  `app=d.getElementById("${DOCUMENT_IDS.appScripts}");if(!app){soon=1;return}`,
  "d.head.append(app.content);app=null};",
  'addEventListener("click",function(e){var b=q&&e.target.closest&&e.target.closest("#root button");',
  "b&&(e.preventDefault(),e.stopImmediatePropagation(),q.push(b),start())},true);",
  '["pointerdown","keydown","touchstart"].forEach(function(e){addEventListener(e,start,{once:true,passive:true})});',
  'd.addEventListener("DOMContentLoaded",function(){',
  "if(soon)return start();",
  `if(!d.getElementById("${DOCUMENT_IDS.appScripts}"))return;`,
  "var P=self.PerformanceObserver,loaded=0,seen=0,size=-1,",
  'lcp=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0,',
  'area=function(){var a=0;d.querySelectorAll("img[fetchpriority=high]").forEach(function(i){',
  "var r=i.getBoundingClientRect(),w=Math.min(r.right,innerWidth)-Math.max(r.left,0),",
  "v=Math.min(r.bottom,innerHeight)-Math.max(r.top,0);w>0&&v>0&&(a=Math.max(a,w*v))});return a},",
  "go=function(){(lcp?seen||loaded&&size>=area():loaded)&&setTimeout(start)};",
  "lcp&&new P(function(o){o.getEntries().forEach(function(e){size=e.size;",
  'e.element&&e.element.getAttribute("fetchpriority")=="high"&&(seen=1)});go()})',
  '.observe({type:"largest-contentful-paint",buffered:true});',
  'addEventListener("load",function(){loaded=1;go();setTimeout(start,1000)})',
  "})",
  "})(document,location,history)",
].join("");

export const DOCUMENT_SCRIPT_HASH = `'sha256-${createHash("sha256").update(DOCUMENT_SCRIPT).digest("base64")}'`;
