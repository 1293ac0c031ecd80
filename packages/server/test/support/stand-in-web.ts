/**
 * A stand-in for the web build in WEB_DIR: the document template and a render module, a real ES
 * module the server imports. It renders the path it is given, with the faculty list's answer on
 * /faculty, the search's results on /search?q= and a link under the base it is given (a preview's),
 * so the server's documents can be tested without building the web app.
 */
import { write } from "./test-pack.js";

export const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Placeholder</title><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3Ctext%3ECSE%3C/text%3E%3C/svg%3E" /><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

export const RENDER_MODULE = `const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
export async function renderPage(site, lang, path, search, answers, base = "") {
  const list = path === "/faculty" ? await answers("/endpoints/faculty_list") : undefined;
  const q = path === "/search" ? new URLSearchParams(search).get("q") : null;
  const found = q ? await answers("/api/search", { q, limit: "10" }).catch(() => undefined) : undefined;
  const heading = path === "/" ? "Welcome to the " + escape(site.department.name) : path;
  const results = found ? "<ol>" + found.results.map((result) => "<li>" + escape(result.title) + "</li>").join("") + "</ol>" : "";
  return {
    html: '<header><a href="' + base + '/faculty">Site</a></header><main id="main-content"><h1>' + heading + "</h1>" + (list ? "<p>" + list.faculties.length + " members</p>" : "") + results + "</main>",
    status: 200,
    title: path === "/" ? site.department.name + ", " + site.college.name : path + " | page",
    description: "About " + path,
    data: { path, search, state: { queries: [] } },
  };
}\n`;

/** Writes the stand-in into `webDir`: the template, and the render module unless another is given. */
export function writeStandInWeb(webDir: string, renderModule = RENDER_MODULE): void {
  write(webDir, "index.html", TEMPLATE);
  write(webDir, "ssr/entry-server.js", renderModule);
}
