import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Whether `webDist` holds a web build; without one the process serves the API alone. */
export const hasWebBuild = (webDist: string) => fs.existsSync(path.join(webDist, "index.html"));

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Paths the web app routes on the client, which get its page when the server has no file for them. An
 * unknown file under assets/ (a chunk of an older build) is a 404, not a page that fails as a script.
 */
export const isClientRoute = (url: string) => !/^\/(?:api|assets)(?:[/?#]|$)/.test(url);

type NotFound = (req: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Serves the built web app from `webDist`; `notFound` answers paths that are neither a file nor a client
 * route. The build writes `.br` and `.gz` beside each file (web/vite/precompress.ts) and `preCompressed`
 * sends the one the browser accepts, with `Vary: Accept-Encoding`: no request spends CPU compressing
 * what the build already did. scripts/check-bundle.mjs serves the build through this same function to
 * measure what travels.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, notFound: NotFound) {
  const assets = path.join(webDist, "assets") + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    // Vite names every file under assets/ after its content, so a browser may keep it for good; without
    // this it revalidated each of the page's ~60 chunks on every visit, one round trip apiece. The page
    // itself (index.html, also sent for client routes) is revalidated, so a new build shows at once.
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", filePath.startsWith(assets) ? IMMUTABLE : "no-cache");
    },
  });
  app.setNotFoundHandler((req, reply) =>
    isClientRoute(req.url) ? reply.type("text/html").sendFile("index.html") : notFound(req, reply),
  );
}
