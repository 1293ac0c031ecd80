/**
 * The answers of GET /api/search?q=…&limit=&offset=&lang= (routes/search) and of the search page's
 * server render (plugins/static-web.ts): site search over every public entry and the text inside
 * every PDF (db/search-repository.ts), in one site language's index (English without `lang`). The
 * query is only ever words: nothing in it is search syntax.
 */
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_QUERY_MAX_LENGTH, type SearchResponse } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { searchSite, type SearchPage } from "../db/search-repository.js";
import { databaseUnavailable, HttpError } from "../http-error.js";
import { queryPhrases } from "../search/terms.js";
import { requestedLanguage } from "./request-language.js";

/** Deeper than anyone pages; bounds the work of one request. */
const MAX_OFFSET = 1000;

/**
 * Answers kept per content version: a department's visitors ask the same few things ("fee",
 * "syllabus", "result") again and again, and an answer changes only with the content. The key is
 * the query as matched (its phrases), so "Fee" and " fee" share one. Evicts the least recently used.
 */
export const SEARCH_CACHE_SIZE = 500;

class AnswerCache {
  private readonly answers = new Map<string, SearchPage>();
  private version: number | undefined;

  get(version: number | undefined, key: string): SearchPage | undefined {
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
      return undefined;
    }
    const found = this.answers.get(key);
    if (found) {
      this.answers.delete(key);
      this.answers.set(key, found);
    }
    return found;
  }

  set(version: number | undefined, key: string, page: SearchPage): void {
    if (version !== this.version) return;
    this.answers.set(key, page);
    if (this.answers.size > SEARCH_CACHE_SIZE) this.answers.delete(this.answers.keys().next().value!);
  }
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new HttpError(400, "bad_request", `Give the ${name} query parameter once.`);
  return value;
}

function integer(query: Record<string, unknown>, name: string, fallback: number, min: number, max: number): number {
  const text = single(query, name);
  if (text === undefined || text === "") return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new HttpError(
      400,
      "bad_request",
      `The ${name} query parameter must be a whole number from ${min} to ${max}.`,
    );
  }
  return Number(text);
}

/** The search's answer to a request's query parameters; a 400 HttpError for a query it cannot take. */
export type SiteSearch = (query: Record<string, unknown>) => Promise<SearchResponse>;

/** A search with its own answer cache, over `app`'s database and content version. */
export function siteSearch(app: FastifyInstance): SiteSearch {
  const cache = new AnswerCache();
  return async (query) => {
    const q = single(query, "q")?.trim() ?? "";
    if (q === "") throw new HttpError(400, "bad_request", "The q query parameter (what to search for) is required.");
    if (q.length > SEARCH_QUERY_MAX_LENGTH)
      throw new HttpError(400, "bad_request", `The query is longer than ${SEARCH_QUERY_MAX_LENGTH} characters.`);
    const lang = requestedLanguage(query, app.content.languages());
    const limit = integer(query, "limit", SEARCH_DEFAULT_LIMIT, 1, SEARCH_MAX_LIMIT);
    const offset = integer(query, "offset", 0, 0, MAX_OFFSET);
    const phrases = queryPhrases(q);
    if (phrases.length === 0)
      throw new HttpError(400, "bad_request", "The query has no letters or digits to search for.");

    // The version this instance serves (content-service.ts): search answers change with it.
    const version = app.content.snapshot.version;
    const key = JSON.stringify([lang, phrases, limit, offset]);
    let found = cache.get(version, key);
    if (!found) {
      const { db, dialect } = app.database;
      found = await searchSite(db, dialect, phrases, limit, offset, lang).catch(() => {
        throw databaseUnavailable();
      });
      cache.set(version, key, found);
    }
    return { query: q, total: found.total, offset, limit, results: found.results };
  };
}
