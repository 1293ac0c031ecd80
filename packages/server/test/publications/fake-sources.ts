/**
 * Fake ORCID, OpenAlex, Crossref and DBLP servers for the publications tests and bench: real HTTP
 * servers on 127.0.0.1 (one per source, as the real ones are four hosts) answering the paths the
 * refresh asks, in each API's response format, from data the tests give (fixture files or the
 * generator). Options: latency per request; faults (429 with Retry-After, 500, no answer,
 * malformed JSON, a redirect) for requests whose path matches; what was asked and how many requests
 * were in flight at once, for the tests to check politeness.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { perSource } from "@dept/contract";
import { z } from "zod";
import type { SourceName } from "../../src/publications/http.js";

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

/** What the fake sources know, in each API's own format. */
export interface FakeData {
  /** ORCID iD -> the /{orcid}/works answer. */
  orcid: Map<string, unknown>;
  /** OpenAlex filter ("authorships.author.id:A…" or "author.orcid:…") -> the works it lists, all pages. */
  openalex: Map<string, unknown[]>;
  /** DOI (lowercase) -> Crossref's `message` for it. */
  crossref: Map<string, unknown>;
  /** DBLP person id -> the /pid/{pid}.xml answer. */
  dblp: Map<string, string>;
}

export type Fault =
  | { status: number; retryAfter?: string }
  | { kind: "hang" }
  | { kind: "malformed" }
  | { kind: "redirect"; location: string };

export interface FakeRequest {
  source: SourceName;
  url: string;
  userAgent: string | undefined;
}

export interface FakeSources {
  urls: Record<SourceName, string>;
  data: FakeData;
  requests: FakeRequest[];
  /** The most requests each source had in flight at once. */
  maxInFlight: Record<SourceName, number>;
  /** The next requests to `source` whose path and query contain `match` get these faults, in order, then normal answers. */
  fail(source: SourceName, match: string, ...faults: Fault[]): void;
  close(): Promise<void>;
}

export const emptyData = (): FakeData => ({
  orcid: new Map(),
  openalex: new Map(),
  crossref: new Map(),
  dblp: new Map(),
});

const openalexPage = z.object({
  results: z.array(
    z.looseObject({ authorships: z.array(z.looseObject({ author: z.looseObject({ id: z.string().nullish() }) })) }),
  ),
});
const crossrefWork = z.object({ message: z.looseObject({ DOI: z.string() }) });

/** The hand-recorded fixtures (fixtures/README.md says what each one holds). */
export function fixtureData(): FakeData {
  const read = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
  const works = ["openalex-works-page1.json", "openalex-works-page2.json"].flatMap(
    (name) => openalexPage.parse(JSON.parse(read(name))).results,
  );
  const by = (author: string) =>
    works.filter((work) => work.authorships.some((a) => a.author.id === `https://openalex.org/${author}`));
  const { message } = crossrefWork.parse(JSON.parse(read("crossref-work.json")));
  return {
    orcid: new Map([["0000-0002-1825-0097", JSON.parse(read("orcid-works.json"))]]),
    openalex: new Map([
      ["authorships.author.id:A5023888391", by("A5023888391")],
      ["authorships.author.id:A5000000002", by("A5000000002")],
    ]),
    crossref: new Map([[message.DOI.toLowerCase(), message]]),
    dblp: new Map([["c/JosiahCarberry", read("dblp-person.xml")]]),
  };
}

type Answer = { status: number; type: string; body: string };
const jsonAnswer = (value: unknown, status = 200): Answer => ({
  status,
  type: "application/json;charset=UTF-8",
  body: JSON.stringify(value),
});
const notFound = (): Answer => ({ status: 404, type: "text/plain", body: "Resource not found." });

/** OpenAlex's cursor: the offset of the next page, base64url-encoded (opaque to clients, as OpenAlex's is). */
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");
const decodeCursor = (cursor: string) =>
  cursor === "*" ? 0 : Number(Buffer.from(cursor, "base64url").toString().slice("offset:".length)) || 0;

function answer(source: SourceName, url: URL, data: FakeData, openalexPageSize: number): Answer {
  const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (source === "orcid") {
    const found =
      parts.length === 3 && parts[0] === "v3.0" && parts[2] === "works" ? data.orcid.get(parts[1]!) : undefined;
    return found === undefined
      ? jsonAnswer({ "response-code": 404, "developer-message": "Not found" }, 404)
      : jsonAnswer(found);
  }
  if (source === "openalex") {
    const works =
      parts.join("/") === "works" ? (data.openalex.get(url.searchParams.get("filter") ?? "") ?? []) : undefined;
    if (works === undefined) return jsonAnswer({ error: "Not found" }, 404);
    const perPage = Math.min(openalexPageSize, Number(url.searchParams.get("per-page") ?? 25));
    const offset = decodeCursor(url.searchParams.get("cursor") ?? "*");
    const next = offset + perPage < works.length ? encodeCursor(offset + perPage) : null;
    return jsonAnswer({
      meta: {
        count: works.length,
        db_response_time_ms: 12,
        page: null,
        per_page: perPage,
        next_cursor: next,
        groups_count: null,
      },
      results: works.slice(offset, offset + perPage),
      group_by: [],
    });
  }
  if (source === "crossref") {
    const message = parts[0] === "works" && parts.length === 2 ? data.crossref.get(parts[1]!.toLowerCase()) : undefined;
    return message === undefined
      ? notFound()
      : jsonAnswer({ status: "ok", "message-type": "work", "message-version": "1.0.0", message });
  }
  const pid =
    parts[0] === "pid" && parts.length === 3 && parts[2]!.endsWith(".xml")
      ? `${parts[1]}/${parts[2]!.slice(0, -4)}`
      : undefined;
  const xml = pid === undefined ? undefined : data.dblp.get(pid);
  return xml === undefined ? notFound() : { status: 200, type: "application/xml; charset=utf-8", body: xml };
}

export async function startFakeSources(
  options: { data?: FakeData; latencyMs?: number; openalexPageSize?: number } = {},
): Promise<FakeSources> {
  const data = options.data ?? emptyData();
  const requests: FakeRequest[] = [];
  const maxInFlight: Record<SourceName, number> = perSource(() => 0);
  const faults: { source: SourceName; match: string; queue: Fault[] }[] = [];
  const servers: http.Server[] = [];

  const listen = async (source: SourceName): Promise<string> => {
    let inFlight = 0;
    const server = http.createServer((req, res) => {
      inFlight += 1;
      maxInFlight[source] = Math.max(maxInFlight[source], inFlight);
      res.on("close", () => (inFlight -= 1));
      const url = new URL(req.url ?? "/", "http://fake");
      requests.push({ source, url: `${url.pathname}${url.search}`, userAgent: req.headers["user-agent"] });
      setTimeout(() => {
        const fault = faults
          .find((f) => f.source === source && f.queue.length > 0 && `${url.pathname}${url.search}`.includes(f.match))
          ?.queue.shift();
        if (fault && "kind" in fault) {
          if (fault.kind === "hang") return; // no answer until the client gives up (or the server closes)
          if (fault.kind === "malformed")
            return void res.writeHead(200, { "content-type": "application/json" }).end('{"group": [{"work-summary": [');
          return void res.writeHead(302, { location: fault.location }).end();
        }
        if (fault)
          return void res
            .writeHead(fault.status, {
              "content-type": "text/plain",
              ...(fault.retryAfter ? { "retry-after": fault.retryAfter } : {}),
            })
            .end("Slow down");
        const { status, type, body } = answer(source, url, data, options.openalexPageSize ?? 200);
        res.writeHead(status, { "content-type": type }).end(body);
      }, options.latencyMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    // ORCID's public API lives under its version; the others at the host's root.
    return source === "orcid" ? `${origin}/v3.0` : origin;
  };
  const urls = {
    orcid: await listen("orcid"),
    openalex: await listen("openalex"),
    crossref: await listen("crossref"),
    dblp: await listen("dblp"),
  };

  return {
    urls,
    data,
    requests,
    maxInFlight,
    fail: (source, match, ...queue) => void faults.push({ source, match, queue }),
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
