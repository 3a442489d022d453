import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";

/** Where journeys receive Cairn's outgoing webhooks: on the server's allow-list (playwright.config.ts). */
export const WEBHOOK_RECEIVER_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 4399);

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A local receiver that keeps every request and answers 200. */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(WEBHOOK_RECEIVER_PORT, "127.0.0.1", resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks a delivery as a receiver would, from the Standard Webhooks text (not Cairn's own code). */
export function signatureValid(secret: string, got: Received): boolean {
  const id = String(got.headers["webhook-id"]);
  const timestamp = String(got.headers["webhook-timestamp"]);
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${got.body}`).digest();
  return String(got.headers["webhook-signature"])
    .split(" ")
    .some((sig) => {
      const [version, value] = sig.split(",");
      const given = Buffer.from(value ?? "", "base64");
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
