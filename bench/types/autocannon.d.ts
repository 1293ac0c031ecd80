// autocannon ships no types and @types/autocannon is not installed: the part of its API the bench uses.
declare module "autocannon" {
  type Percentiles = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number; total: number };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
  };
  export type Result = {
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
    throughput: Percentiles;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
