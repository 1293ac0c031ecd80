/** The server's render of a route (entry-server.tsx) as a container in the test's document. */
import type { Language, Site } from "@dept/contract";
import { renderPage, type RenderedPage } from "../entry-server";

/** `answers` by API path (the server's precomputed answers); any other path has none. */
export async function serverRender(
  site: Site,
  {
    path = "/",
    search = "",
    lang = "en",
    answers = {},
    base,
  }: Partial<{ path: string; search: string; lang: Language; answers: Record<string, unknown>; base: string }> = {},
): Promise<{ container: HTMLDivElement; page: RenderedPage }> {
  const page = await renderPage(site, lang, path, search, (apiPath) => answers[apiPath], base);
  const container = document.createElement("div");
  container.innerHTML = page.html;
  return { container, page };
}
