/**
 * Preview of a draft (issue 15, point 3): the public site as it will be once an entry's newest
 * revision is published, rendered by the same web app, for signed-in staff only and never cached
 * or indexed (the editor's own headers, routes/admin/index.ts; the document says noindex too).
 *
 * The document at /admin/preview/{id}/ is the site's own, with a banner and a `<meta>` naming
 * /admin/preview/{id} as the app's API address: every answer, file and image the app then asks
 * for comes from the preview's snapshot, made by the publishing code itself (buildLiveContent,
 * with the draft in place of the live revision) and kept for the drafts previewed last. The session
 * cookie's path is /admin, so these requests carry it. Search reads the published index.
 */
import {
  apiRoutes,
  can,
  languagesOf,
  wantsPage,
  entryId,
  entryParams,
  extraRoutes,
  previewPath,
  type ApiRouteName,
  type EntryCollection,
  type Site,
} from "@dept/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContentSnapshot } from "../../api/content-service.js";
import { facultyIdFrom } from "../../api/faculty-id-query.js";
import { sendPublications } from "../../api/publication-answers.js";
import { sendPrecomputed } from "../../api/precomputed.js";
import { siteSearch } from "../../api/search-answers.js";
import { serveSnapshotFile } from "../../api/snapshot-files.js";
import { allVariants, blobInfos } from "../../db/blob-repository.js";
import { findEntry, findRevision } from "../../db/entry-repository.js";
import type { EntryRow } from "../../db/schema.js";
import { visitorTotal } from "../../db/visitor-repository.js";
import { buildLiveContent } from "../../publishing/publish.js";
import { HttpError } from "../../http-error.js";
import { loadWebBuild, renderDocument, type WebBuild } from "../../web/document.js";
import { snapshotAnswers } from "../../web/page-documents.js";
import { invalidRequest } from "./admin-route.js";
import type { AdminContext } from "./entries.js";

/** Snapshots kept: a few drafts previewed one after another, each a handful of requests. */
const KEPT = 8;

/** A preview's file or answer: the id is checked after a search is sent on to the published index. */
const previewFileParams = z.object({ id: z.string(), "*": z.string() });

const listPaths = new Map(
  (Object.entries(apiRoutes) as [ApiRouteName, { path: string }][])
    .filter(([name]) => name !== "facultyDetails")
    .map(([name, route]) => [route.path, name]),
);

/** The site's own URLs (`/api/...`, also inside a srcset) under the preview's address, as the web app does for an API_BASE. */
function underBase(site: Site, base: string): Site {
  return JSON.parse(JSON.stringify(site).replace(/(":"|, )\/api\//g, `$1${base}/api/`)) as Site;
}

export async function previewRoutes(
  app: FastifyInstance,
  { allow, webDir }: Pick<AdminContext, "allow"> & { webDir: string },
): Promise<void> {
  const { db } = app.database;
  // A preview's search page searches the published site: drafts are not in the search index.
  const search = siteSearch(app);
  const snapshots = new Map<string, Promise<ContentSnapshot>>();
  let build: Promise<WebBuild | undefined> | undefined;

  const snapshotFor = async (entry: EntryRow): Promise<ContentSnapshot> => {
    const head = (await findRevision(db, entry.head_revision))!;
    const content = await buildLiveContent(db, {
      entryId: entry.id,
      collection: entry.collection as EntryCollection,
      data: head.data,
    });
    const [variants, blobs] = await Promise.all([allVariants(db), blobInfos(db)]);
    return app.content.snapshotOf({
      version: app.content.snapshot.version,
      importedAt: new Date().toISOString(),
      records: content.records,
      files: content.files,
      variants,
      blobs,
    });
  };

  /** The entry asked for and its preview snapshot; one per newest revision and content version. */
  const previewOf = async (
    request: FastifyRequest,
    id: string,
  ): Promise<{ entry: EntryRow; snapshot: ContentSnapshot }> => {
    const entry = entryId.safeParse(id).success ? await findEntry(db, id) : undefined;
    if (!entry || !can(request.account!, "read", entry)) throw new HttpError(404, "not_found", "No such entry.");
    if (entry.state === "deleted" || entry.state === "unpublished") {
      throw new HttpError(
        409,
        "conflict",
        `This entry is ${entry.state}: there is nothing to preview. Restore a revision of it first.`,
      );
    }
    const key = `${entry.id}/${entry.head_revision}/${app.content.snapshot.version}`;
    let snapshot = snapshots.get(key);
    if (!snapshot) {
      snapshot = snapshotFor(entry);
      snapshots.set(key, snapshot);
      snapshot.catch(() => snapshots.delete(key));
      if (snapshots.size > KEPT) snapshots.delete(snapshots.keys().next().value!);
    }
    return { entry, snapshot: await snapshot };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  const schemaErrorFormatter = invalidRequest({});
  /** The preview's document at an app path (`/` for `/admin/preview/{id}/`, `/faculty/3` for `…/{id}/faculty/3`). */
  const previewDocument = async (request: FastifyRequest, reply: FastifyReply, id: string, appPath: string) => {
    const { entry, snapshot } = await previewOf(request, id);
    build ??= loadWebBuild(webDir, app.log);
    const web = await build;
    if (!web)
      throw new HttpError(503, "web_app_not_built", "The web app is not built: a preview needs its index.html.");
    const base = previewPath(entry.id);
    const site = snapshot.site ? underBase(snapshot.site.value, base) : undefined;
    const { html, status } = await renderDocument(
      web,
      {
        site,
        lang: "en",
        languages: languagesOf(site),
        path: appPath,
        search: request.url.split(/\?(.*)/s)[1] ?? "",
        answers: snapshotAnswers(snapshot, search),
        preview: { apiBase: base, editorUrl: `/admin/#/e/${encodeURIComponent(entry.id)}` },
      },
      app.log,
    );
    return reply.code(status).type("text/html; charset=utf-8").send(html);
  };

  api.get(
    "/admin/preview/:id/",
    { preValidation: allow("read"), schema: { params: entryParams }, schemaErrorFormatter },
    (request, reply) => previewDocument(request, reply, request.params.id, "/"),
  );

  api.get(
    "/admin/preview/:id/*",
    { preValidation: allow("read"), schema: { params: previewFileParams }, schemaErrorFormatter },
    async (request, reply) => {
      const rest = request.params["*"];
      const path = `/${rest}`;
      // A page of the site in the preview (issue 34: `/admin/preview/{id}/faculty/3`), for a browser.
      if (!rest.startsWith("api/") && wantsPage(request.headers.accept))
        return previewDocument(request, reply, request.params.id, path);
      // Search answers from the published index (a draft's text is not indexed until it is published).
      if (path === extraRoutes.search.path) {
        const query = request.url.indexOf("?");
        return reply.redirect(`${path}${query === -1 ? "" : request.url.slice(query)}`, 307);
      }
      const { snapshot } = await previewOf(request, request.params.id);
      if (rest.startsWith("api/files/"))
        return serveSnapshotFile(request, reply, app.blobStore, snapshot, "files", rest.slice("api/files/".length));
      if (rest.startsWith("api/images/"))
        return serveSnapshotFile(request, reply, app.blobStore, snapshot, "images", rest.slice("api/images/".length));
      if (path === extraRoutes.site.path && snapshot.site)
        return sendPrecomputed(request, reply, snapshot.site.response);
      if (path === extraRoutes.visitors.path) return { total: await visitorTotal(db) };
      if (path === apiRoutes.facultyDetails.path) {
        const id = facultyIdFrom(request);
        const response = snapshot.facultyDetails.get(id);
        if (!response) throw new HttpError(404, "not_found", `No faculty member has the id "${id}".`);
        return sendPrecomputed(request, reply, response);
      }
      const publications = await sendPublications(request, reply, snapshot, path);
      if (publications) return publications;
      const name = listPaths.get(path);
      const response = name ? snapshot.responses.get(name) : undefined;
      if (!response) throw new HttpError(404, "not_found", "A preview has no such address.");
      return sendPrecomputed(request, reply, response);
    },
  );
}
