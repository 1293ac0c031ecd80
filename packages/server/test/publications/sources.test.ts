/**
 * The publications source clients against the fake sources: each source's hand-recorded fixture
 * parsed into candidates, and the polite client's behaviour (User-Agent, mailto, retries on 429
 * and 5xx honouring Retry-After, timeouts, malformed answers, the per-host limit, redirects, a
 * stop through the signal).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { FacultyIdentifiers } from "../../src/publications/candidate.js";
import { fetchCrossref } from "../../src/publications/crossref.js";
import { fetchDblp } from "../../src/publications/dblp.js";
import { plainText } from "../../src/publications/candidate.js";
import {
  RefreshStoppedError,
  retryAfterMs,
  SourceHttpError,
  sourceHttp,
  type SourceSettings,
} from "../../src/publications/http.js";
import { fetchOpenAlex } from "../../src/publications/openalex.js";
import { fetchOrcid } from "../../src/publications/orcid.js";
import { emptyData, fixtureData, startFakeSources, type FakeSources } from "./fake-sources.js";
import { orcidAnswer, orcidGroup } from "./generate.js";

const josiah: FacultyIdentifiers = {
  id: "josiah-carberry",
  name: "Josiah Carberry",
  orcid: "0000-0002-1825-0097",
  openalex: "A5023888391",
  dblp: "c/JosiahCarberry",
};
let fake: FakeSources | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const settingsFor = (sources: FakeSources, overrides: Partial<SourceSettings> = {}): SourceSettings => ({
  urls: sources.urls,
  contactEmail: "office@cs.example.edu",
  siteName: "Computer Science, Example University",
  timeoutMs: 2000,
  retries: 2,
  perHost: 4,
  ...overrides,
});

describe("source clients on the recorded fixtures", () => {
  it("reads ORCID works: one candidate per group, the DOI from external ids, no authors", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const found = await fetchOrcid(sourceHttp(settingsFor(fake)), fake.urls.orcid, josiah);
    expect(found.map((c) => [c.id, c.type, c.year, c.doi])).toEqual([
      ["1001", "article", 2008, "10.5555/12345678"],
      ["1003", "conference", 2012, undefined],
      ["1004", "chapter", 2015, "10.5555/555555555"],
      // A null publication-date: kept undated (another source may date it).
      ["1005", "other", undefined, undefined],
      ["1006", "conference", 2019, "10.5555/777777"],
    ]);
    expect(found[0]).toMatchObject({
      source: "orcid",
      faculty: "josiah-carberry",
      title: "Toward a Unified Theory of High-Energy Metaphysics: Silly String Theory",
      venue: "Journal of Psychoceramics",
      authors: [],
    });
    // A doi.org link is the DOI, not a separate link.
    expect(found[0]!.url).toBeUndefined();
    expect(fake.requests.map((r) => r.url)).toEqual(["/v3.0/0000-0002-1825-0097/works"]);
    expect(fake.requests[0]!.userAgent).toBe(
      "Computer Science, Example University publications (mailto:office@cs.example.edu)",
    );
  });

  it("pages through OpenAlex with its cursor and the polite pool's mailto", async () => {
    fake = await startFakeSources({ data: fixtureData(), openalexPageSize: 2 });
    const found = await fetchOpenAlex(
      sourceHttp(settingsFor(fake)),
      fake.urls.openalex,
      josiah,
      "office@cs.example.edu",
    );
    expect(found.map((c) => [c.id, c.type, c.doi])).toEqual([
      ["W4000000001", "article", "10.5555/12345678"],
      ["W4000000002", "conference", "10.5555/777777"],
      ["W4000000003", "preprint", undefined],
    ]);
    expect(found[0]!.authors).toEqual([
      { name: "Josiah Carberry", openalex: "A5023888391", orcid: "0000-0002-1825-0097" },
      { name: "Mara Quill", openalex: "A5099999901" },
    ]);
    expect(found[1]!.venue).toBe("Proceedings of the International Conference on Psychoceramics");
    expect(found[2]!.url).toBe("https://zenodo.org/records/1234567");
    const asked = fake.requests.map((r) => new URL(r.url, "http://x").searchParams);
    expect(asked).toHaveLength(2);
    expect(asked.map((p) => p.get("cursor"))).toEqual(["*", expect.any(String)]);
    expect(
      asked.every(
        (p) => p.get("filter") === "authorships.author.id:A5023888391" && p.get("mailto") === "office@cs.example.edu",
      ),
    ).toBe(true);
  });

  it("asks OpenAlex by ORCID iD when the profile has no OpenAlex id", async () => {
    fake = await startFakeSources({ data: emptyData() });
    const { openalex: _, ...withoutOpenAlex } = josiah;
    expect(
      await fetchOpenAlex(sourceHttp(settingsFor(fake)), fake.urls.openalex, withoutOpenAlex, "office@cs.example.edu"),
    ).toEqual([]);
    expect(new URL(fake.requests[0]!.url, "http://x").searchParams.get("filter")).toBe(
      "author.orcid:0000-0002-1825-0097",
    );
  });

  it("reads a Crossref work's authors with their family names, venue and type, markup stripped", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const found = await fetchCrossref(
      sourceHttp(settingsFor(fake)),
      fake.urls.crossref,
      "10.5555/555555555",
      "josiah-carberry",
      "office@cs.example.edu",
    );
    expect(found).toEqual({
      source: "crossref",
      id: "10.5555/555555555",
      faculty: "josiah-carberry",
      title: "The Psychoceramics of Teapots",
      year: 2015,
      type: "chapter",
      // Crossref splits each name: the family name is kept for BibTeX.
      authors: [
        { name: "Josiah Carberry", family: "Carberry", orcid: "0000-0002-1825-0097" },
        { name: "Lin Okafor", family: "Okafor" },
      ],
      venue: "Handbook of Applied Psychoceramics",
      doi: "10.5555/555555555",
    });
    expect(fake.requests[0]!.url).toBe("/works/10.5555%2F555555555?mailto=office%40cs.example.edu");
  });

  it("reads a DBLP person page: record kinds as types, pids, the DOI from <ee>", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const found = await fetchDblp(sourceHttp(settingsFor(fake)), fake.urls.dblp, josiah);
    expect(found.map((c) => [c.id, c.title, c.type, c.venue, c.doi, c.url])).toEqual([
      [
        "journals/jpc/CarberryB20",
        "On the Fragility of Teacups",
        "article",
        "J. Psychoceramics",
        "10.5555/101010",
        undefined,
      ],
      [
        "journals/corr/abs-2101-00001",
        "Glazes, Cracks and Meaning",
        "preprint",
        "CoRR",
        undefined,
        "https://arxiv.org/abs/2101.00001",
      ],
      ["conf/icp/Carberry12", "Cracked Pots and Their Significance", "conference", "ICP", undefined, undefined],
    ]);
    expect(found[1]!.authors).toEqual([
      { name: "Josiah Carberry", dblp: "c/JosiahCarberry" },
      { name: "Mara Quill", dblp: "q/MaraQuill" },
    ]);
    expect(fake.requests[0]!.url).toBe("/pid/c/JosiahCarberry.xml");
  });

  it("reads an ORCID record of 600 works", async () => {
    const orcid = "0000-0002-1825-0097";
    const data = emptyData();
    const groups = Array.from({ length: 600 }, (_, i) =>
      orcidGroup(orcid, 5000 + i, {
        title: `Work number ${i + 1}`,
        year: 1990 + (i % 30),
        type: "journal-article",
        doi: `10.5555/w.${i + 1}`,
      }),
    );
    data.orcid.set(orcid, orcidAnswer(orcid, groups));
    fake = await startFakeSources({ data });
    const found = await fetchOrcid(sourceHttp(settingsFor(fake)), fake.urls.orcid, josiah);
    expect(found).toHaveLength(600);
    expect(new Set(found.map((c) => c.doi)).size).toBe(600);
  });

  it("checks an identifier before it goes into a path, and sends nothing for a bad one", async () => {
    fake = await startFakeSources();
    const http = sourceHttp(settingsFor(fake));
    await expect(fetchOrcid(http, fake.urls.orcid, { ...josiah, orcid: "../../admin" })).rejects.toThrow(
      "no valid orcid identifier",
    );
    await expect(fetchDblp(http, fake.urls.dblp, { ...josiah, dblp: "c/../../x" })).rejects.toThrow(
      "no valid dblp identifier",
    );
    expect(fake.requests).toEqual([]);
  });
});

describe("the polite client", () => {
  const orcidUrl = (sources: FakeSources) => new URL(`${sources.urls.orcid}/0000-0002-1825-0097/works`);

  it("waits as 429's Retry-After asks, then succeeds", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    fake.fail("orcid", "/works", { status: 429, retryAfter: "1" });
    const body = await sourceHttp(settingsFor(fake)).get(orcidUrl(fake), "application/json");
    expect(JSON.parse(body)).toHaveProperty("group");
    expect(fake.requests).toHaveLength(2);
  });

  it("retries a 5xx with backoff, and gives up after the retries", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    fake.fail("orcid", "/works", { status: 503 }, { status: 500 }, { status: 500 });
    const error = await sourceHttp(settingsFor(fake, { retries: 2 }))
      .get(orcidUrl(fake), "application/json")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceHttpError);
    expect(error).toMatchObject({ status: 500, message: expect.stringContaining("HTTP 500") });
    expect(fake.requests).toHaveLength(3);
  });

  it("does not retry a 404", async () => {
    fake = await startFakeSources();
    await expect(sourceHttp(settingsFor(fake)).get(orcidUrl(fake), "application/json")).rejects.toMatchObject({
      status: 404,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up on a source that does not answer within the timeout", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    fake.fail("orcid", "/works", { kind: "hang" });
    await expect(
      sourceHttp(settingsFor(fake, { timeoutMs: 300, retries: 0 })).get(orcidUrl(fake), "application/json"),
    ).rejects.toThrow("within 300 ms");
  });

  it("retries a malformed answer like a 5xx, and reports it when every try is malformed", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    fake.fail("orcid", "/works", { kind: "malformed" });
    expect(await fetchOrcid(sourceHttp(settingsFor(fake)), fake.urls.orcid, josiah)).toHaveLength(5);
    fake.fail("orcid", "/works", ...Array.from({ length: 4 }, () => ({ kind: "malformed" }) as const));
    await expect(fetchOrcid(sourceHttp(settingsFor(fake)), fake.urls.orcid, josiah)).rejects.toThrow(
      "answered a malformed body",
    );
  });

  it("keeps at most perHost requests in flight to one host", async () => {
    fake = await startFakeSources({ data: fixtureData(), latencyMs: 40 });
    const http = sourceHttp(settingsFor(fake, { perHost: 2 }));
    await Promise.all(Array.from({ length: 8 }, () => http.get(orcidUrl(fake!), "application/json")));
    expect(fake.requests).toHaveLength(8);
    expect(fake.maxInFlight.orcid).toBe(2);
  });

  it("follows a redirect on the same host but not to another", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const http = sourceHttp(settingsFor(fake));
    fake.fail("orcid", "/old", { kind: "redirect", location: "/v3.0/0000-0002-1825-0097/works" });
    expect(JSON.parse(await http.get(new URL(`${fake.urls.orcid}/old`), "application/json"))).toHaveProperty("group");
    fake.fail("orcid", "/elsewhere", { kind: "redirect", location: `${fake.urls.dblp}/pid/c/JosiahCarberry.xml` });
    await expect(http.get(new URL(`${fake.urls.orcid}/elsewhere`), "application/json")).rejects.toThrow(
      "redirected to another host",
    );
    expect(fake.requests.filter((r) => r.source === "dblp")).toEqual([]);
  });

  it("names a site whose name is not ASCII (or holds a line break) in a User-Agent a header can hold", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const hindi = sourceHttp(settingsFor(fake, { siteName: "कंप्यूटर विज्ञान विभाग (CSE)\r\nDept." }));
    expect(JSON.parse(await hindi.get(orcidUrl(fake), "application/json"))).toHaveProperty("group");
    expect(fake.requests[0]!.userAgent).toBe("(CSE) Dept. publications (mailto:office@cs.example.edu)");
    await sourceHttp(settingsFor(fake, { siteName: "गणित विभाग" })).get(orcidUrl(fake), "application/json");
    expect(fake.requests[1]!.userAgent).toBe("Department website publications (mailto:office@cs.example.edu)");
  });

  it("stops a request, and a wait before a retry, when its signal is aborted", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    fake.fail("orcid", "/works", { kind: "hang" });
    const hanging = new AbortController();
    const request = sourceHttp(settingsFor(fake, { signal: hanging.signal })).get(orcidUrl(fake), "application/json");
    setTimeout(() => hanging.abort(), 50);
    await expect(request).rejects.toBeInstanceOf(RefreshStoppedError);
    fake.fail("orcid", "/works", { status: 429, retryAfter: "30" });
    const waiting = new AbortController();
    const retried = sourceHttp(settingsFor(fake, { signal: waiting.signal })).get(orcidUrl(fake), "application/json");
    setTimeout(() => waiting.abort(), 100);
    await expect(retried).rejects.toThrow("stopped");
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe("plain text from a source", () => {
  it("turns a numeric reference no string can hold into U+FFFD instead of failing the answer", () => {
    expect(plainText("A &#99999999; B &#xD800; C &#x1F600; &amp; <i>D</i>")).toBe("A \uFFFD B \uFFFD C \u{1F600} & D");
  });
});
