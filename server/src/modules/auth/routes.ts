import {
  apiTokenCreatedAnswer,
  apiTokensAnswer,
  CREDENTIAL_MESSAGES,
  createTokenBody,
  DONE,
  loginBody,
  meItemAnswer,
  messageOnlyAnswer,
  meWrittenAnswer,
  setupBody,
  setupNeededAnswer,
  updateProfileBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE } from "../../core/auth/current-user";
import { refuseApiToken, requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { isHttps } from "../../core/http/security-headers";
import { anyone, sessionOnly, signedIn } from "../../core/policy/route-access";
import { presentMe } from "../users/present";
import { findUserByEmail, userCount } from "../users/service";
import {
  createApiToken,
  deleteApiToken,
  endSession,
  listApiTokens,
  setupAdministrator,
  signIn,
  startSession,
  updateProfile,
} from "./service";
import { groupedSetupCode, prepareSetupCode } from "./setup-code";

/** Said loudly (warn: e2e and CI log at that level), with where the code goes. */
function announceSetupCode(app: FastifyInstance, code: string, pinned: boolean) {
  const where = `${app.deps.config.publicUrl}/setup`;
  app.log.warn(
    pinned
      ? `No administrator yet: create one at ${where} with the setup code from CAIRN_SETUP_CODE.`
      : `No administrator yet: create one at ${where} and enter this setup code there: ${groupedSetupCode(code)}`,
  );
}

/** A new password needs the current one, so an unattended signed-in browser cannot take the account over. */
const profileBody = updateProfileBody.extend({ current_password: z.string().max(200).optional() });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const { publicUrl } = app.deps.config;

  // Secure whenever the browser is on https, so the cookie never travels in the clear; never over plain http,
  // where a browser would drop a Secure cookie and the sign-in would not stick.
  const setCookie = (req: FastifyRequest, reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: isHttps(req, publicUrl),
      path: "/",
      expires,
    });

  const setupCode = await prepareSetupCode(db, app.deps.config.setupCode);
  if (setupCode !== null) announceSetupCode(app, setupCode, app.deps.config.setupCode !== undefined);

  r.get("/auth/setup", { config: anyone(), schema: { response: { 200: setupNeededAnswer } } }, async () =>
    item({ needed: (await userCount(db)) === 0 }),
  );

  const setup = { body: setupBody, response: { 201: meWrittenAnswer } };
  r.post("/auth/setup", { config: anyone(), schema: setup }, async (req, reply) => {
    const user = await setupAdministrator(db, {
      email: req.body.email,
      displayName: req.body.display_name,
      password: req.body.password,
      setupCode: req.body.setup_code,
    });
    const session = await startSession(db, user.id);
    setCookie(req, reply, session.token, session.expiresAt);
    return reply.status(201).send(written(DONE.userCreated, presentMe(user)));
  });

  const login = { body: loginBody, response: { 200: meItemAnswer } };
  r.post("/auth/login", { config: anyone(), schema: login }, async (req, reply) => {
    const { user, session } = await signIn(db, req.body.email, req.body.password, req.ip);
    setCookie(req, reply, session.token, session.expiresAt);
    return item(presentMe(user));
  });

  r.post("/auth/logout", { config: anyone(), schema: { response: { 200: messageOnlyAnswer } } }, async (req, reply) => {
    if (req.auth?.sessionHash) await endSession(db, req.auth.sessionHash);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { message: DONE.signedOut, data: null };
  });

  r.get("/auth/me", { config: signedIn(), schema: { response: { 200: meItemAnswer } } }, async (req) => {
    const me = requireUser(req);
    const row = await findUserByEmail(db, me.email);
    return item(presentMe(row));
  });

  const profile = { body: profileBody, response: { 200: meWrittenAnswer } };
  r.post("/auth/me", { config: signedIn(), schema: profile }, async (req) => {
    const me = requireUser(req);
    // A token may rename its user, not change his password (session only, like the tokens themselves).
    if (req.body.password !== undefined) refuseApiToken(req);
    const row = await updateProfile(db, me.id, req.body, req.auth?.sessionHash);
    return written(DONE.settingsSaved, presentMe(row));
  });

  r.get("/auth/tokens", { config: signedIn(), schema: { response: { 200: apiTokensAnswer } } }, async (req) => {
    const me = requireUser(req);
    return item(await listApiTokens(db, me.id));
  });

  // A token cannot make another (nor revoke one): a leaked token must not be able to outlive its revocation.
  const newToken = { body: createTokenBody, response: { 201: apiTokenCreatedAnswer } };
  r.post("/auth/tokens", { config: sessionOnly(signedIn()), schema: newToken }, async (req, reply) => {
    const me = requireUser(req);
    const made = await createApiToken(db, me.id, req.body.name, req.body.expires_in_days);
    return reply.status(201).send(written(DONE.tokenCreated, made));
  });

  r.post(
    "/auth/tokens/:id/delete",
    {
      config: sessionOnly(signedIn("own")),
      schema: { params: z.object({ id: zId }), response: { 200: messageOnlyAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      await deleteApiToken(db, me.id, req.params.id);
      return { message: CREDENTIAL_MESSAGES.tokenRevoked, data: null };
    },
  );
}
