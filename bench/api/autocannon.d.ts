/** The part of autocannon 8 the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    mean: number;
    max: number;
  }

  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Array<{ path: string; method?: string }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
