import { createPrivateKey, createPublicKey, sign } from "node:crypto";

/**
 * A licence key pair for the journeys only. The e2e server is started trusting its public half
 * (CAIRN_LICENSE_PUBLIC_KEY in playwright.config.ts), so the licence journey can issue real keys; the
 * seed is not a secret and no other server trusts it.
 */
const SEED = Buffer.from("cairn-e2e-licence-seed-0123456789").subarray(0, 32);
// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): the fixed header, then the 32 bytes.
const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const privateKey = createPrivateKey({
  key: Buffer.concat([PKCS8_ED25519_PREFIX, SEED]),
  format: "der",
  type: "pkcs8",
});

export const E2E_LICENSE_PUBLIC_KEY = createPublicKey(privateKey).export({ format: "pem", type: "spki" }).toString();

/** A key in the server's format (docs/api.md, "Licence"): base64url(JSON) "." base64url(signature of it). */
export function issueLicense(email: string, plan = "business"): string {
  const body = Buffer.from(JSON.stringify({ email, plan, issued_at: new Date().toISOString() })).toString("base64url");
  return `${body}.${sign(null, Buffer.from(body, "ascii"), privateKey).toString("base64url")}`;
}
