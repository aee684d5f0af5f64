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
    /** Seconds before an unanswered request counts as a timeout (10). */
    timeout?: number;
    requests?: Array<
      | { path: string; method?: string }
      | {
          /** Builds each request; the context is the connection's own, kept between its requests. */
          setupRequest(request: Record<string, unknown>, context: Record<string, unknown>): Record<string, unknown>;
          onResponse?(status: number, body: string, context: Record<string, unknown>): void;
        }
    >;
  }

  /** The run: awaitable for its result, and emitting 'response' (client, status, bytes, latency ms) as it goes. */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, latency: number) => void): this;
  }

  function autocannon(options: Options): Instance;
  export = autocannon;
}
