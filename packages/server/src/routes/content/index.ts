/**
 * Every content path of spec section 7, the site content and the publications (issue 25: JSON and
 * BibTeX, filtered), answered from the precomputed responses of the language `?lang=` asks for
 * (issue 27: English without it, byte for byte as before).
 */
import { apiRoutes, extraRoutes, LANGUAGE_QUERY_PARAMETER, publicationsCollection, type ApiRouteName } from "@dept/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { facultyIdFrom } from "../../api/faculty-id-query.js";
import { sendPrecomputed } from "../../api/precomputed.js";
import { sendPublications } from "../../api/publication-answers.js";
import { requestedLanguage } from "../../api/request-language.js";
import { databaseUnavailable, HttpError } from "../../http-error.js";

/**
 * The content this instance holds, in the request's language: loaded once, it is served from
 * memory, also while the database is unreachable (content-service.ts keeps the last version it loaded).
 */
function requireContent(app: FastifyInstance, request: FastifyRequest) {
  const { snapshot } = app.content;
  if (snapshot.version === undefined) {
    if (!app.content.available) throw databaseUnavailable();
    throw new HttpError(503, "no_content", "No content has been imported yet.");
  }
  return app.content.snapshotFor(requestedLanguage(request.query, app.content.languages()));
}

/** The query without `lang` (checked already): the publications are in one language and take only their filters. */
function withoutLanguage(query: unknown): Record<string, unknown> {
  const { [LANGUAGE_QUERY_PARAMETER]: _lang, ...rest } = (query ?? {}) as Record<string, unknown>;
  return rest;
}

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  for (const [name, route] of Object.entries(apiRoutes) as [ApiRouteName, (typeof apiRoutes)[ApiRouteName]][]) {
    if (name === "facultyDetails") continue;
    // Synchronous handlers (Fastify sends what they throw): these are the hottest paths, and
    // they have nothing to wait for.
    app.get(route.path, { compress: false }, (request, reply) => {
      const response = requireContent(app, request).responses.get(name);
      if (!response) throw new HttpError(503, "no_content", "No content has been imported yet.");
      sendPrecomputed(request, reply, response);
    });
  }

  app.get(extraRoutes.site.path, { compress: false }, (request, reply) => {
    const { site } = requireContent(app, request);
    if (!site) throw new HttpError(503, "no_content", "The content has no site content: import the content pack again.");
    sendPrecomputed(request, reply, site.response);
  });

  app.get(apiRoutes.facultyDetails.path, { compress: false }, (request, reply) => {
    const id = facultyIdFrom(request);
    const response = requireContent(app, request).facultyDetails.get(id);
    if (!response) throw new HttpError(404, "not_found", `No faculty member has the id "${id}".`);
    sendPrecomputed(request, reply, response);
  });

  for (const path of [publicationsCollection.api, publicationsCollection.bib]) {
    app.get(path, { compress: false }, (request, reply) => {
      const snapshot = requireContent(app, request);
      request.query = withoutLanguage(request.query);
      return sendPublications(request, reply, snapshot, path);
    });
  }
}
