/** `/api/openapi.json`, generated from the contract's schemas so it cannot drift from the API. */
import {
  apiError,
  apiRoutes,
  extraRoutes,
  facultyId,
  IMAGE_WIDTHS,
  LANGUAGE_QUERY_PARAMETER,
  languageQuery,
  PUBLICATION_TYPES,
  publicationList,
  publicationsCollection,
  site,
  visitors,
} from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { toJSONSchema, type core } from "zod/mini";
import { precompute, sendPrecomputed } from "../../api/precomputed.js";

function jsonSchema(schema: core.$ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
});

/** `?lang=` (issue 27): every content GET answers in one of the site's languages. */
const languageParameter = {
  name: LANGUAGE_QUERY_PARAMETER,
  in: "query",
  required: false,
  description:
    "The answer's language, one of the site's (English when absent); its texts without a translation are English, named in lang_fallback",
  schema: (jsonSchema(languageQuery).properties as Record<string, unknown>)[LANGUAGE_QUERY_PARAMETER],
};
const languageError = () => errorResponse("lang is not one of the site's languages");

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(apiRoutes)) {
    const parameters = [
      ...("query" in route
        ? [{ name: "id", in: "query", required: true, description: "Faculty id", schema: jsonSchema(facultyId) }]
        : []),
      languageParameter,
    ];
    paths[route.path] = {
      get: {
        operationId: name,
        parameters,
        responses: {
          200: {
            description: "OK (ETag; gzip or br)",
            content: { "application/json": { schema: jsonSchema(route.response) } },
          },
          304: { description: "Not modified (If-None-Match)" },
          ...("query" in route
            ? {
                400: errorResponse("Missing, over-long or malformed id, or an unknown lang"),
                404: errorResponse("Unknown id"),
              }
            : { 400: languageError() }),
          503: errorResponse("Database unreachable or no content imported"),
        },
      },
    };
  }
  paths[extraRoutes.site.path] = {
    get: {
      operationId: "site",
      description: "The site content (site.yaml with image and file URLs) in one of the site's languages.",
      parameters: [languageParameter],
      responses: {
        200: { description: "OK (ETag; gzip or br)", content: { "application/json": { schema: jsonSchema(site) } } },
        304: { description: "Not modified (If-None-Match)" },
        400: languageError(),
        503: errorResponse("Database unreachable or no content imported"),
      },
    },
  };
  const visitorsResponse = {
    description: "The visitor total",
    content: { "application/json": { schema: jsonSchema(visitors) } },
  };
  paths["/api/visitors"] = {
    get: {
      operationId: "visitorTotal",
      responses: { 200: visitorsResponse, 503: errorResponse("Database unreachable") },
    },
    post: {
      operationId: "recordVisit",
      description: "Counts a visit once per visitor per day; bots are not counted.",
      responses: { 200: visitorsResponse, 503: errorResponse("Database unreachable") },
    },
  };
  const binary = (type: string) => ({ [type]: { schema: { type: "string", format: "binary" } } });
  const facultyFilter = {
    name: "faculty",
    in: "query",
    required: false,
    description: "Only this faculty member's publications",
    schema: jsonSchema(facultyId),
  };
  // Publications are not translated: `lang` is taken (the app sends it on every call) and changes nothing.
  const publicationErrors = {
    400: errorResponse("Unknown, repeated or malformed query parameter"),
    404: errorResponse("No faculty member has the id"),
    503: errorResponse("Database unreachable or no content imported"),
  };
  paths[publicationsCollection.api] = {
    get: {
      operationId: "publications",
      description: "Faculty publications, newest year first, then by title.",
      parameters: [
        facultyFilter,
        { name: "year", in: "query", required: false, schema: { type: "integer", minimum: 1900, maximum: 2200 } },
        { name: "type", in: "query", required: false, schema: { type: "string", enum: [...PUBLICATION_TYPES] } },
        languageParameter,
      ],
      responses: {
        200: {
          description: "OK (ETag; gzip or br)",
          content: { "application/json": { schema: jsonSchema(publicationList) } },
        },
        304: { description: "Not modified (If-None-Match)" },
        ...publicationErrors,
      },
    },
  };
  paths[publicationsCollection.bib] = {
    get: {
      operationId: "publicationsBibtex",
      description: "The publications as BibTeX, as a download (one member's with `faculty`, else the department's).",
      parameters: [facultyFilter, languageParameter],
      responses: {
        200: {
          description: "The BibTeX file (ETag; gzip or br)",
          content: { "text/x-bibtex": { schema: { type: "string" } } },
        },
        304: { description: "Not modified (If-None-Match)" },
        ...publicationErrors,
      },
    },
  };
  paths["/api/files/{hash}/{name}"] = {
    get: {
      operationId: "file",
      description: "A stored file (the stored path without /resources/resources/ or resources/). Supports byte ranges.",
      parameters: [
        { name: "hash", in: "path", required: true, schema: { type: "string", pattern: "^[a-f0-9]{32}$" } },
        { name: "name", in: "path", required: true, schema: { type: "string" } },
      ],
      responses: {
        200: { description: "The file", content: binary("application/pdf") },
        206: { description: "Part of the file" },
        304: { description: "Not modified" },
        400: errorResponse("Path not allowed"),
        404: errorResponse("No such file"),
        416: errorResponse("Range not satisfiable"),
      },
    },
  };
  paths["/api/images/{hash}/{width}.webp"] = {
    get: {
      operationId: "image",
      parameters: [
        { name: "hash", in: "path", required: true, schema: { type: "string", pattern: "^[a-f0-9]{32}$" } },
        { name: "width", in: "path", required: true, schema: { type: "integer", enum: [...IMAGE_WIDTHS] } },
      ],
      responses: {
        200: { description: "The resized image", content: binary("image/webp") },
        304: { description: "Not modified" },
        404: errorResponse("No such image"),
      },
    },
  };
  paths["/healthz"] = {
    get: {
      operationId: "health",
      description: "Liveness: 200 while this instance serves (status ok, or degraded without its database).",
      responses: { 200: { description: "Serving" }, 503: errorResponse("Nothing to serve") },
    },
  };
  paths["/readyz"] = {
    get: {
      operationId: "ready",
      description: "Readiness: 200 when the database answers with the schema this release knows and content is loaded.",
      responses: { 200: { description: "Ready" }, 503: errorResponse("Not ready") },
    },
  };
  return {
    openapi: "3.1.0",
    info: { title: "Department website API", version: "1.0.0" },
    paths,
    components: { schemas: { ApiError: jsonSchema(apiError) } },
  };
}

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const document = await precompute(openApiDocument());
  app.get("/api/openapi.json", { compress: false }, async (request, reply) =>
    sendPrecomputed(request, reply, document),
  );
}
