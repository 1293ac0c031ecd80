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
 * - The app starts (its script tags come out of their `<template>`) on the home page once the
 *   browser reports the first photo painted as the largest paint, a second after the load event at
 *   the latest; on other pages at the load event; on any page at once when a click was held, the
 *   route is pending, or at the visitor's first tap or key. So the app's script never competes
 *   with the page's largest paint for a slow phone's bandwidth: React then hydrates a page that is
 *   already complete on screen.
 */
import { createHash } from "node:crypto";
import { DOCUMENT_IDS, EARLY_CLICKS_GLOBAL, ROUTE_PENDING_CLASS } from "@dept/contract";
/** The app-scripts template's attribute saying the app waits for the first photo's paint (home). */
export const START_AFTER_PHOTO = "data-after-photo";

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
  `var t=d.getElementById("${DOCUMENT_IDS.appScripts}");if(!t)return;`,
  `if(!t.hasAttribute("${START_AFTER_PHOTO}"))return addEventListener("load",function(){setTimeout(start)});`,
  'try{new PerformanceObserver(function(o){o.getEntries().some(function(e){return e.element&&e.element.getAttribute("fetchpriority")=="high"})&&setTimeout(start)})',
  '.observe({type:"largest-contentful-paint",buffered:true})}catch(e){}',
  'addEventListener("load",function(){setTimeout(start,1000)})',
  "})",
  "})(document,location,history)",
].join("");

export const DOCUMENT_SCRIPT_HASH = `'sha256-${createHash("sha256").update(DOCUMENT_SCRIPT).digest("base64")}'`;
