// The parts of autocannon (which ships no types) that scripts/bench.ts uses.
declare module "autocannon" {
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; headers?: Record<string, string>; body?: string; setupRequest?: (request: object) => object }[];
  };
  export type Result = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    "4xx": number;
    "5xx": number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
