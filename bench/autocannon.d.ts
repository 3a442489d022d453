// The few parts of autocannon the bench uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    timeout?: number;
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  type Instance = EventEmitter & {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Instance;
    stop(): void;
  };
  function autocannon(options: Options, callback: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
