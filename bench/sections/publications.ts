/**
 * The publications refresh (issue 25) against the fake ORCID, OpenAlex, Crossref and DBLP servers
 * of the server's tests: 30 faculty members with 2,000 works in all (with their deliberate
 * duplicates), 100 ms of latency added to every request, at most 4 requests in flight per source.
 * Budget: the whole refresh in under 60 s. A second refresh over the first's result is shown beside it.
 */
import { refreshPublications } from "../../packages/server/src/publications/refresh";
import { startFakeSources } from "../../packages/server/test/publications/fake-sources";
import { generateDepartment } from "../../packages/server/test/publications/generate";
import { atMost, info, row, seconds, type Row } from "../lib/table";

export const PUBLICATIONS_REFRESH_BUDGET_MS = 60_000;
const LATENCY_MS = 100;

export async function benchPublications(): Promise<Row[]> {
  const section = "Publications";
  const department = generateDepartment();
  const fake = await startFakeSources({ data: department.data, latencyMs: LATENCY_MS, openalexPageSize: 25 });
  const settings = {
    urls: fake.urls,
    contactEmail: "bench@example.edu",
    siteName: "Bench",
    timeoutMs: 10_000,
    retries: 2,
    perHost: 4,
  };
  try {
    let started = performance.now();
    const first = await refreshPublications({ faculty: department.members, existing: [], settings });
    const firstMs = performance.now() - started;
    const firstRequests = fake.requests.length;
    started = performance.now();
    const second = await refreshPublications({ faculty: department.members, existing: first.items, settings });
    const secondMs = performance.now() - started;
    const failures = first.summary.failed.length + second.summary.failed.length;
    return [
      info(
        section,
        "load",
        `${department.members.length} faculty, ${department.records} works across ORCID, OpenAlex and DBLP, ${LATENCY_MS} ms latency per request, 4 in flight per source`,
      ),
      atMost(section, "first refresh (empty list)", firstMs, PUBLICATIONS_REFRESH_BUDGET_MS, seconds),
      info(section, "first refresh requests", String(firstRequests)),
      row(
        section,
        "merged items",
        String(first.items.length),
        `= ${department.expected.length}`,
        first.items.length === department.expected.length ? "ok" : "over",
      ),
      info(
        section,
        "second refresh (nothing new)",
        `${seconds(secondMs)}, ${fake.requests.length - firstRequests} requests`,
      ),
      row(section, "failed sources", String(failures), "0", failures === 0 ? "ok" : "over"),
    ];
  } finally {
    await fake.close();
  }
}
