import { Counter, Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { RequestSeries } from "../src/ops/request-series.js";

/** The same series as prom-client's Counter and Histogram, as they were declared before request-series.ts. */
function promClientSeries() {
  const registry = new Registry();
  const requests = new Counter({
    name: "dept_http_requests_total",
    help: "HTTP requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "dept_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route.",
    labelNames: ["method", "route"],
    registers: [registry],
  });
  return {
    registry,
    observe(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}

describe("the request series", () => {
  it("writes what prom-client writes for the same requests", async () => {
    const ours = new RequestSeries();
    const theirs = promClientSeries();
    const routes = ["/", "/endpoints/homepage", "/*", "/admin/api/session", 'a "quoted" \\ route\nwith a newline'];
    // Every bucket, its bounds exactly, above the last, and many sums (a fixed sequence, not random).
    const durations = [0, 0.005, 0.0051, 0.01, 0.02, 0.05, 0.09, 0.25, 0.3, 0.5, 1, 2, 2.5, 5, 7, 10, 11, 60];
    let step = 0;
    for (let i = 0; i < 400; i += 1) {
      step = (step * 31 + 7) % 997;
      const method = i % 7 === 0 ? "POST" : "GET";
      const route = routes[step % routes.length]!;
      const status = [200, 304, 404, 429, 500][step % 5]!;
      const seconds = i < durations.length ? durations[i]! : step / 9973;
      ours.observe(method, route, status, seconds);
      theirs.observe(method, route, status, seconds);
    }
    // A cell kept by its caller adds to the same lines.
    const kept = ours.cell("GET", "/", 200);
    kept.observe(0.001);
    kept.observe(0.2);
    theirs.observe("GET", "/", 200, 0.001);
    theirs.observe("GET", "/", 200, 0.2);

    expect(ours.text()).toBe(await theirs.registry.metrics());
  });

  it("writes both series' headers before any request", async () => {
    expect(new RequestSeries().text()).toBe(await promClientSeries().registry.metrics());
  });
});
