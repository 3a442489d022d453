import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { registerAuthentication } from "./core/auth/plugin";
import { type Clock, systemClock } from "./core/clock";
import { apiNotFound, registerErrorHandling } from "./core/http/error-handler";
import { parseQuerystring } from "./core/http/querystring";
import { ReadCache } from "./core/http/read-cache";
import { storageFromConfig } from "./core/storage/driver";
import type { Storage } from "./core/storage/storage";
import { type Database, queryCounter } from "./db/client";
import { registerModules } from "./modules";

export type AppDeps = {
  config: Config;
  database: Database;
  storage?: Storage;
  logger?: boolean;
  /** Where answers that depend on the time (lateness) read it; the system clock unless a test fixes it. */
  clock?: Clock;
  /** Extra route plugins under /api, after the features (tests register a module of their own). */
  plugins?: FastifyPluginAsync[];
};

declare module "fastify" {
  interface FastifyInstance {
    deps: { config: Config; database: Database; storage: Storage; readCache: ReadCache | null; clock: Clock };
  }
}

export type App = FastifyInstance;

// CAIRN_WEB_DIST lets parallel test runs serve their own build; normally the built app sits in web/dist.
const webDist = path.resolve(
  process.env.CAIRN_WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist"),
);

const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers @fastify/helmet sets with our options, read off one response of a throwaway instance. */
async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get("/", async () => "");
  const res = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const own = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name, value]) => !own.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const storage = deps.storage ?? storageFromConfig(config);
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // The spec calls some paths with a trailing slash (assigned_users/, files/, invoice/).
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuerystring },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const readCache = config.readCacheBytes > 0 ? new ReadCache(config.readCacheBytes) : null;
  app.decorate("deps", { config, database, storage, readCache, clock: deps.clock ?? systemClock });

  // Every request counts its SQL statements; the bench reads the header to show none grows with the data.
  app.addHook("onRequest", (_req, _reply, done) => {
    queryCounter.enterWith({ count: 0 });
    done();
  });
  app.addHook("onSend", async (_req, reply) => {
    const store = queryCounter.getStore();
    if (store) reply.header("x-query-count", String(store.count));
  });

  // Helmet's headers are the same for every response: computed once here, since @fastify/helmet
  // rebuilds them (re-parsing its options, re-joining the CSP) on every request.
  const security = await securityHeaders();
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 20, fields: 200 } });
  registerErrorHandling(app);
  registerAuthentication(app, database.db, config.publicUrl);

  app.get("/api/health", async () => ({ status: "ok" }));
  await app.register(registerModules, { prefix: "/api", plugins: deps.plugins });

  const hasWeb = fs.existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // Vite names every file under assets/ after its content, so a browser may keep it for good; without
      // this it revalidated each of the page's ~60 chunks on every visit, one round trip apiece.
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(webDist, "assets") + path.sep);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api" || !hasWeb) {
      const { status, body } = apiNotFound();
      return reply.status(status).send(body);
    }
    // The web app routes on the client: unknown paths get its page.
    return reply.type("text/html").sendFile("index.html");
  });
  return app;
}
