import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy directives. Styles may be inline (Mantine writes style attributes); images may be
 * data: and blob: URLs (previews, pasted images); fonts may come from https and data: as Helmet allowed.
 */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
];

/** The headers every answer carries, whatever the protocol: what @fastify/helmet sent with our options. */
const EVERY_ANSWER: Record<string, string> = {
  "content-security-policy": CSP_DIRECTIVES.join(";"),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * Over https, browsers are also told to stay on https: HSTS, and every sub-resource upgraded. Sent over plain
 * http these break the page: the browser asks for each asset over https from a server that has no TLS (a LAN
 * install at http://192.168.x.y:3000 showed a blank page).
 */
const HTTPS_ANSWER: Record<string, string> = {
  ...EVERY_ANSWER,
  "content-security-policy": [...CSP_DIRECTIVES, "upgrade-insecure-requests"].join(";"),
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

/**
 * Sets the security headers on every answer. The https variant when the public URL is https (TLS is ended in
 * front of us) or the request came over https: its own TLS, or a proxy that CAIRN_TRUST_PROXY trusts says so.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(isHttps(req, publicUrl) ? HTTPS_ANSWER : EVERY_ANSWER);
    done();
  });
}

/** Whether the browser reached us over https: the public URL says so, or the request (through a trusted proxy). */
export function isHttps(req: { protocol: string }, publicUrl: string): boolean {
  return publicUrl.startsWith("https://") || req.protocol === "https";
}
