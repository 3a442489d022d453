import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import type { LicensePayload } from "@cairn/shared";

/**
 * A licence key is `base64url(JSON {email, plan, issued_at})` + "." + `base64url(Ed25519 signature of the
 * first part)`. It is checked offline against the vendor's public key: nothing is sent anywhere.
 */

/** A public key given as PEM (SPKI) or as the 32 raw bytes in base64 / base64url. Throws when it is neither. */
export function publicKeyFrom(text: string): KeyObject {
  // Environment variables often carry a PEM with its line breaks written as \n.
  const trimmed = text.trim().replace(/\\n/g, "\n");
  const key = trimmed.includes("-----BEGIN")
    ? createPublicKey(trimmed)
    : createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: rawToBase64Url(trimmed) }, format: "jwk" });
  if (key.asymmetricKeyType !== "ed25519") throw new Error("the licence public key must be an Ed25519 key");
  return key;
}

function rawToBase64Url(text: string): string {
  const bytes = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (bytes.length !== 32) throw new Error("a raw Ed25519 public key is 32 bytes in base64");
  return bytes.toString("base64url");
}

/** The vendor's side (scripts/issue-license.ts): a private key as PKCS#8 PEM. */
export function signLicense(payload: LicensePayload, privateKeyPem: string): string {
  const key = createPrivateKey(privateKeyPem.trim());
  if (key.asymmetricKeyType !== "ed25519") throw new Error("the licence private key must be an Ed25519 key");
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${body}.${sign(null, Buffer.from(body, "ascii"), key).toString("base64url")}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The statement a key makes, when the vendor's key signed exactly these bytes; null for anything else. */
export function verifyLicenseKey(licenseKey: string, publicKey: KeyObject): LicensePayload | null {
  const parts = licenseKey.trim().split(".");
  if (parts.length !== 2 || !parts.every((p) => BASE64URL.test(p))) return null;
  const [body, signature] = parts;
  try {
    if (!verify(null, Buffer.from(body, "ascii"), publicKey, Buffer.from(signature, "base64url"))) return null;
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    const { email, plan, issued_at } = payload;
    if (typeof email !== "string" || typeof plan !== "string" || typeof issued_at !== "string") return null;
    return { email, plan, issued_at };
  } catch {
    return null;
  }
}

/** Everything but the last 4 characters hidden, so a screen or a log never shows a usable key. */
export const maskKey = (key: string) => `${"*".repeat(Math.min(Math.max(key.length - 4, 0), 24))}${key.slice(-4)}`;
