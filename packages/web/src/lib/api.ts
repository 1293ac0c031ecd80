/**
 * The typed API client: one GET per route of the contract's table (and the routes outside it:
 * search, publications), the answer parsed with the route's zod schema so a bad server answer
 * fails here, at the edge, not deep in a component. The schemas load with the first answer to
 * check (./schemas.ts), so starting the app makes none.
 */
import { apiPath, type ApiResponse, type ApiRouteName } from "@dept/contract";
import { API_BASE } from "../config/env";
import { PAGE_LANGUAGE } from "../i18n/language";
// A type only: the module itself loads when an answer is first checked (answerSchemas below).
import type * as SchemasModule from "./schemas";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** What the client needs of a zod schema (classic or mini): parsing that says whether the answer fits. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** The contract's answer schemas (./schemas.ts). */
export type AnswerSchemas = typeof SchemasModule;
/** Loads the answer schemas: once, the first time (the module system keeps them). */
const answerSchemas = (): Promise<AnswerSchemas> => import("./schemas");
/** Which of the schemas an answer is checked with. */
export type SchemaOf<T> = (schemas: AnswerSchemas) => AnswerSchema<T>;

export interface FetchOptions {
  query?: Record<string, string>;
  signal?: AbortSignal;
}

/** The query of an API request on this page: `lang` last, and only on a page in another language than English. */
export function apiQuery(query: Record<string, string> | undefined): Record<string, string> | undefined {
  return PAGE_LANGUAGE === "en" ? query : { ...query, lang: PAGE_LANGUAGE };
}

/** The server's own answers (precomputed, in the rendered document's language) while it renders a route. */
export type ServerAnswers = (path: string, query: Record<string, string> | undefined) => unknown;
let serverAnswers: ServerAnswers | undefined;
/** The server's render (entry-server.tsx) answers the app's requests itself; undefined again after. */
export const setServerAnswers = (answers: ServerAnswers | undefined) => void (serverAnswers = answers);

/**
 * GET `path` of the API in the page's language, the answer parsed with the schema `schemaOf`
 * picks: an ApiError for a failed request or a wrong shape.
 */
export async function fetchParsed<T>(path: string, schemaOf: SchemaOf<T>, options: FetchOptions = {}): Promise<T> {
  // Loaded beside the request; a failed load is this request's failure, reported where it is awaited.
  const schema = answerSchemas().then(schemaOf);
  schema.catch(() => {});
  if (serverAnswers) {
    const answer: unknown = await serverAnswers(path, options.query);
    if (answer === undefined) throw new ApiError(`GET ${path} has no answer`, 404);
    const parsed = (await schema).safeParse(answer);
    if (!parsed.success) throw new ApiError(`GET ${path} answered an unexpected shape: ${parsed.error.message}`, 200);
    return parsed.data;
  }
  const query = apiQuery(options.query);
  const search = query ? `?${new URLSearchParams(query)}` : "";
  const response = await fetch(`${API_BASE}${path}${search}`, {
    signal: options.signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new ApiError(`GET ${path} answered ${response.status}`, response.status);
  const parsed = (await schema).safeParse(await response.json());
  if (!parsed.success)
    throw new ApiError(`GET ${path} answered an unexpected shape: ${parsed.error.message}`, response.status);
  return parsed.data;
}

/** One route of the contract's public table. */
export async function fetchRoute<Name extends ApiRouteName>(
  name: Name,
  options: FetchOptions = {},
): Promise<ApiResponse<Name>> {
  // The table's schemas are a union here; the route's own answer is the one named `Name`.
  const answer = await fetchParsed<unknown>(apiPath(name), (schemas) => schemas.apiRoutes[name].response, options);
  return answer as ApiResponse<Name>;
}
