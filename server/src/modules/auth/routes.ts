import { createTokenBody, DONE, loginBody, setupBody, updateProfileBody, zId } from "@cairn/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE } from "../../core/auth/current-user";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { anyone, signedIn } from "../../core/policy/route-access";
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

/** A new password needs the current one, so an unattended signed-in browser cannot take the account over. */
const profileBody = updateProfileBody.extend({ current_password: z.string().max(200).optional() });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const secure = app.deps.config.publicUrl.startsWith("https://");

  const setCookie = (reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", secure, path: "/", expires });

  r.get("/auth/setup", { config: anyone() }, async () => item({ needed: (await userCount(db)) === 0 }));

  r.post("/auth/setup", { config: anyone(), schema: { body: setupBody } }, async (req, reply) => {
    const user = await setupAdministrator(db, {
      email: req.body.email,
      displayName: req.body.display_name,
      password: req.body.password,
    });
    const session = await startSession(db, user.id);
    setCookie(reply, session.token, session.expiresAt);
    return reply.status(201).send(written(DONE.userCreated, presentMe(user)));
  });

  r.post("/auth/login", { config: anyone(), schema: { body: loginBody } }, async (req, reply) => {
    const { user, session } = await signIn(db, req.body.email, req.body.password, req.ip);
    setCookie(reply, session.token, session.expiresAt);
    return item(presentMe(user));
  });

  r.post("/auth/logout", { config: anyone() }, async (req, reply) => {
    if (req.auth?.sessionHash) await endSession(db, req.auth.sessionHash);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { message: DONE.signedOut, data: null };
  });

  r.get("/auth/me", { config: signedIn() }, async (req) => {
    const me = requireUser(req);
    const row = await findUserByEmail(db, me.email);
    return item(presentMe(row));
  });

  r.post("/auth/me", { config: signedIn(), schema: { body: profileBody } }, async (req) => {
    const me = requireUser(req);
    const row = await updateProfile(db, me.id, req.body, req.auth?.sessionHash);
    return written(DONE.settingsSaved, presentMe(row));
  });

  r.get("/auth/tokens", { config: signedIn() }, async (req) => {
    const me = requireUser(req);
    const rows = await listApiTokens(db, me.id);
    return item(rows.map((t) => ({ id: t.id, name: t.name, created_at: t.createdAt.toISOString() })));
  });

  r.post("/auth/tokens", { config: signedIn(), schema: { body: createTokenBody } }, async (req, reply) => {
    const me = requireUser(req);
    return reply.status(201).send(written(DONE.tokenCreated, await createApiToken(db, me.id, req.body.name)));
  });

  r.post(
    "/auth/tokens/:id/delete",
    { config: signedIn("own"), schema: { params: z.object({ id: zId }) } },
    async (req) => {
      const me = requireUser(req);
      await deleteApiToken(db, me.id, req.params.id);
      return { message: "The API token has been revoked.", data: null };
    },
  );
}
