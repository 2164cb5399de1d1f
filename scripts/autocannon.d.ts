// The few parts of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      requests?: (RequestParams & {
        setupRequest?: (request: RequestParams) => RequestParams;
      })[];
    }
    interface Result {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
