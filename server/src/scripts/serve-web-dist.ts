import Fastify from "fastify";
import { serveWebApp } from "../core/http/web-app";

/**
 * A web build served alone, exactly as the app serves it (same static options, same headers), on a free
 * loopback port: scripts/check-bundle.mjs measures the bytes it sends without starting a database.
 */
export async function serveWebDist(webDist: string) {
  const app = Fastify({ logger: false });
  await serveWebApp(app, webDist, (_req, reply) => reply.code(404).send());
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url, close: () => app.close() };
}
