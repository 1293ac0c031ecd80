/**
 * The two series every request updates, `dept_http_requests_total` (by method, route and status)
 * and `dept_http_request_duration_seconds` (by method and route), kept here instead of in
 * prom-client's Counter and Histogram. prom-client checks the labels and builds a key from them on
 * every update: about 1.4 us of the 22 us a document costs the server (BENCHMARKS.md, round of the
 * eighth session). Here a request adds to the cells of its method, route and status, found by one
 * map lookup, and the text is written when scraped, in the exposition format prom-client writes
 * for the same observations (test/request-series.test.ts compares the two).
 */

/** prom-client's default buckets, which these series have always had (seconds). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

const REQUESTS = "dept_http_requests_total";
const DURATION = "dept_http_request_duration_seconds";

interface Duration {
  readonly labels: string;
  /** Observations per bucket, not cumulative; the last is above every bound. */
  readonly buckets: number[];
  sum: number;
  count: number;
}

/** One method, route and status: its count, and the duration series of its method and route. */
export class RequestCell {
  count = 0;

  constructor(
    /** The count's labels, ready for the text. */
    readonly labels: string,
    private readonly duration: Duration,
  ) {}

  observe(seconds: number): void {
    this.count += 1;
    const duration = this.duration;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket += 1;
    duration.buckets[bucket]! += 1;
    duration.sum += seconds;
    duration.count += 1;
  }
}

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');

export class RequestSeries {
  /** By method, status and route, in the order first seen (the counter's lines). */
  private readonly cells = new Map<string, RequestCell>();
  /** By their labels, in the order first seen (the histogram's). */
  private readonly durations = new Map<string, Duration>();

  /** The cell of this method, route and status (the caller may keep it). */
  cell(method: string, route: string, status: number): RequestCell {
    const key = `${method} ${status} ${route}`;
    let cell = this.cells.get(key);
    if (cell) return cell;
    const labels = `method="${escapeLabel(method)}",route="${escapeLabel(route)}"`;
    let duration = this.durations.get(labels);
    if (!duration) {
      duration = { labels, buckets: new Array<number>(BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.durations.set(labels, duration);
    }
    cell = new RequestCell(`${labels},status="${status}"`, duration);
    this.cells.set(key, cell);
    return cell;
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.cell(method, route, status).observe(seconds);
  }

  /** Both series in Prometheus' text format, as prom-client's registry writes them (a blank line between). */
  text(): string {
    const requests = [
      `# HELP ${REQUESTS} HTTP requests answered, by method, route and status.`,
      `# TYPE ${REQUESTS} counter`,
    ];
    for (const { labels, count } of this.cells.values()) requests.push(`${REQUESTS}{${labels}} ${count}`);
    const durations = [
      `# HELP ${DURATION} Time to answer an HTTP request, by method and route.`,
      `# TYPE ${DURATION} histogram`,
    ];
    for (const { labels, buckets, sum, count } of this.durations.values()) {
      let cumulative = 0;
      BUCKETS.forEach((bound, index) => {
        cumulative += buckets[index]!;
        durations.push(`${DURATION}_bucket{le="${bound}",${labels}} ${cumulative}`);
      });
      durations.push(
        `${DURATION}_bucket{le="+Inf",${labels}} ${count}`,
        `${DURATION}_sum{${labels}} ${sum}`,
        `${DURATION}_count{${labels}} ${count}`,
      );
    }
    return `${requests.join("\n")}\n\n${durations.join("\n")}\n`;
  }
}
