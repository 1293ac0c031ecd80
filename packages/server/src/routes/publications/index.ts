/**
 * GET /api/publications?faculty=&year=&type= (publicationList, JSON with an ETag like every other
 * GET) and GET /api/publications.bib?faculty= (the BibTeX list as a download), issue 25.
 */
import { publicationsCollection } from "@dept/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendPublications } from "../../api/publication-answers.js";
import { databaseUnavailable, HttpError } from "../../http-error.js";

export async function publicationRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const { snapshot } = app.content;
    if (snapshot.version === undefined) {
      if (!app.content.available) throw databaseUnavailable();
      throw new HttpError(503, "no_content", "No content has been imported yet.");
    }
    return sendPublications(request, reply, snapshot, path);
  };
  app.get(publicationsCollection.api, { compress: false }, (request, reply) => answer(request, reply, publicationsCollection.api));
  app.get(publicationsCollection.bib, { compress: false }, (request, reply) => answer(request, reply, publicationsCollection.bib));
}
