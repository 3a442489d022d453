import { healthAnswer } from "@cairn/shared";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
} from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config, TrustProxy } from "./config";
import { registerAuthentication } from "./core/auth/plugin";
import { type Clock, systemClock } from "./core/clock";
import { recordMailSwitch } from "./core/events/activity-events";
import { answerSerializerCompiler } from "./core/http/answer-serializer";
import { registerCompression } from "./core/http/compression";
import {
  answerClientError,
  answerFrameworkError,
  apiNotFound,
  registerErrorHandling,
  registerShutdownAnswer,
} from "./core/http/error-handler";
import { registerHostCheck } from "./core/http/host-check";
import { createLogger } from "./core/http/log-redaction";
import { registerApiDescription, registerApiDocs } from "./core/http/openapi";
import { parseQuerystring } from "./core/http/querystring";
import { ReadCache } from "./core/http/read-cache";
import { OneLineRequestLog } from "./core/http/request-log";
import { recordRoutes } from "./core/http/route-table";
import { registerSecurityHeaders } from "./core/http/security-headers";
import { registerStorableText } from "./core/http/storable-text";
import { hasWebBuild, serveWebApp } from "./core/http/web-app";
import { JobQueue } from "./core/jobs/queue";
import { type Mailer, openWorkspaceMailer } from "./core/mail/mailer";
import { enforceRouteAccess } from "./core/policy/enforce-access";
import { anyone } from "./core/policy/route-access";
import { storageFromConfig } from "./core/storage/driver";
import { recordingLeftBytes, sweepLeftBytesPeriodically } from "./core/storage/left-bytes";
import type { Storage } from "./core/storage/storage";
import { type Database, queryCounter } from "./db/client";
import { registerModules } from "./modules";

export type AppDeps = {
  config: Config;
  database: Database;
  storage?: Storage;
  logger?: boolean;
  /** The process's logger (main.ts makes one before the database starts, so both log alike). */
  loggerInstance?: FastifyBaseLogger;
  /** Where answers that depend on the time (lateness) read it; the system clock unless a test fixes it. */
  clock?: Clock;
  /** Outgoing mail; by default SMTP with the workspace's mail settings (core/mail/mailer.ts). */
  mailer?: Mailer;
  /** Extra route plugins under /api, after the features (tests register a module of their own). */
  plugins?: FastifyPluginAsync[];
  /** Hold every answer against its declared schema (the test suites: core/http/answer-serializer.ts). */
  checkAnswers?: boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: {
      config: Config;
      database: Database;
      storage: Storage;
      readCache: ReadCache | null;
      clock: Clock;
      mailer: Mailer;
      /** Every answer is held against its declared schema (the test suites: core/http/answer-serializer). */
      checkAnswers: boolean;
    };
    /** The job queue's worker: main.ts starts it; tests run due jobs with `jobs.drain()`. */
    jobs: JobQueue;
  }
}

export type App = FastifyInstance;

/**
 * Fastify's `trustProxy` for CAIRN_TRUST_PROXY. A hop count is given as a function: Fastify 5.12 fails a bare
 * number closed (it trusts no proxy), so "the nearest N hops" is said in proxy-addr's own terms.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Said at start (warn, like the setup code): with DATABASE_URL other processes may serve the same users, and
 * a local folder of its own is readable by this process alone (they answer 404 file_missing).
 */
function warnOfUnsharedFiles(app: FastifyInstance, config: Config): void {
  if (config.databaseUrl === undefined || config.storage !== "local") return;
  app.log.warn(
    `DATABASE_URL is set with local file storage (${config.dataDir}/files): uploads will only be readable by this process; set CAIRN_STORAGE=s3 or share the folder`,
  );
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const storage = recordingLeftBytes(deps.storage ?? storageFromConfig(config), database.db);
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : deps.logger === false
        ? { logger: false }
        : { loggerInstance: createLogger(config.logLevel) }),
    logController: new OneLineRequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Node's HTTP parser answers some requests itself (headers too large: 431); those get the error shape too.
    clientErrorHandler: answerClientError,
    // During a shutdown, requests still arriving are answered by registerShutdownAnswer, in the error shape.
    return503OnClosing: false,
    // The spec calls some paths with a trailing slash (assigned_users/, files/, invoice/).
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuerystring },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const checkAnswers = deps.checkAnswers === true;
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers }));
  const readCache = config.readCacheBytes > 0 ? new ReadCache(config.readCacheBytes) : null;
  const mailer = deps.mailer ?? (await openWorkspaceMailer(database, config));
  await recordMailSwitch(database.db, mailer.enabled);
  app.decorate("deps", {
    config,
    database,
    storage,
    readCache,
    clock: deps.clock ?? systemClock,
    mailer,
    checkAnswers,
  });
  const jobQueue = new JobQueue({
    db: database.db,
    config,
    log: app.log,
    mailer,
    listen: (channel, onNotify, onReconnect) => database.listen(channel, () => onNotify(), onReconnect),
  });
  app.decorate("jobs", jobQueue);
  sweepLeftBytesPeriodically();
  warnOfUnsharedFiles(app, config);
  app.addHook("onClose", async () => {
    await jobQueue.stop();
    mailer.close();
  });

  registerSecurityHeaders(app, config.publicUrl);
  // Before anything reads the database: a request for another host is refused at once.
  registerHostCheck(app, config);
  registerShutdownAnswer(app);

  // Every request counts its SQL statements; the bench reads the header to show none grows with the data.
  app.addHook("onRequest", (_req, _reply, done) => {
    queryCounter.enterWith({ count: 0 });
    done();
  });
  app.addHook("onSend", async (_req, reply) => {
    const store = queryCounter.getStore();
    if (store) reply.header("x-query-count", String(store.count));
  });

  await app.register(cookie);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 20, fields: 200 } });
  registerErrorHandling(app);
  registerStorableText(app);
  recordRoutes(app);
  await registerApiDescription(app);
  registerAuthentication(app, database.db, config.publicUrl);
  enforceRouteAccess(app, database.db);
  registerApiDocs(app);

  const health = { config: anyone(), schema: { response: { 200: healthAnswer } } };
  app.get("/api/health", health, async () => ({ status: "ok" as const }));
  await app.register(registerModules, { prefix: "/api", plugins: deps.plugins });

  const answerNotFound = (_req: unknown, reply: FastifyReply) => {
    const { status, body } = apiNotFound();
    return reply.status(status).send(body);
  };
  if (hasWebBuild(config.webDist)) await serveWebApp(app, config.webDist, answerNotFound);
  else app.setNotFoundHandler(answerNotFound);
  return app;
}
