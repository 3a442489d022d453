import { createHmac, randomBytes, randomUUID } from "node:crypto";

/**
 * Standard Webhooks (standardwebhooks.com): a secret is `whsec_` + base64 of the key's bytes; each message
 * carries `webhook-id`, `webhook-timestamp` (unix seconds) and `webhook-signature`, `v1,` + base64 of
 * HMAC-SHA256(key, `${id}.${timestamp}.${body}`). Receivers verify with any of the convention's libraries.
 */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** A message id: the same on every attempt of one delivery, so a receiver can drop repeats. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, "")}`;

export function webhookSignature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** The three headers of one attempt, signed now. */
export function signedHeaders(secret: string, messageId: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookSignature(secret, messageId, timestamp, body),
  };
}
