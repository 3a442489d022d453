import http from "node:http";
import type { AddressInfo } from "node:net";

export type CapturedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: unknown;
  /** The caller's port: which process of a cluster sent it (cluster.ts `sender`). */
  remotePort: number;
};

/**
 * A local HTTP server standing in for a remote service (Slack, a payment provider): it keeps every request
 * and answers 200, or the statuses queued with `answerNext` (one per request). `hangNext` makes the next
 * request wait for an answer until `release` (a receiver that never answers).
 */
export async function startHttpCapture() {
  const requests: CapturedRequest[] = [];
  const answers: ({ status: number; body: string } | "hang")[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        /* not JSON */
      }
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body,
        json,
        remotePort: req.socket.remotePort ?? 0,
      });
      const answer = answers.shift() ?? { status: 200, body: "ok" };
      if (answer === "hang") {
        hanging.push(res);
        return;
      }
      res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: (path = "/") => `http://127.0.0.1:${port}${path}`,
    requests,
    answerNext: (status: number, body = "") => answers.push({ status, body }),
    hangNext: () => answers.push("hang"),
    /** Answers every hanging request 200. */
    release: () => {
      for (const res of hanging.splice(0)) res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    },
    clear: () => requests.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
