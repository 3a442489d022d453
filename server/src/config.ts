import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { publicKeyFrom } from "./core/license/license-key";
import { VENDOR_PUBLIC_KEY } from "./core/license/vendor-key";

/** Every setting the process reads from its environment, parsed once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  CAIRN_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Database connections the server keeps; by default twice the cores (4 on 2 cores: docs/decisions.md). */
  CAIRN_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  CAIRN_ADMIN_EMAIL: z.email().optional(),
  CAIRN_ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  CAIRN_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
  /** Proxies whose X-Forwarded-* headers are believed: a hop count, or addresses/CIDRs (comma-separated). */
  CAIRN_TRUST_PROXY: z.string().max(2000).optional(),
  /** Pins the one-time code the first-administrator screen asks for (automated installs, e2e). */
  CAIRN_SETUP_CODE: z.string().min(12, "must be at least 12 characters").max(100).optional(),
  CAIRN_UPLOAD_MAX_MB: z.coerce.number().positive().max(10_240).default(50),
  CAIRN_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** The sender of Cairn's mail, e.g. `Cairn <cairn@example.com>`; by default no-reply at the public host. */
  CAIRN_MAIL_FROM: z.string().min(3).max(320).optional(),
  /**
   * Hosts (host or host:port, comma-separated) outgoing requests may reach although they are private or local,
   * and over plain http: a relay on the same network, a local stand-in in tests.
   */
  CAIRN_OUTBOUND_ALLOW_HOSTS: z.string().max(2000).optional(),
  /** The older name of the same list (it allowed plain http only; such a host is nearly always private too). */
  CAIRN_ALLOW_HTTP_WEBHOOKS: z.string().max(2000).optional(),
  /** Where PayPal's notifications are verified (a local stand-in in tests); by default PayPal's own, live or sandbox. */
  CAIRN_PAYPAL_VERIFY_URL: z.url().optional(),
  /** Where the payer is sent to pay (a local stand-in in browser tests); by default PayPal's own, live or sandbox. */
  CAIRN_PAYPAL_CHECKOUT_URL: z.url().optional(),
  /** The local hour (0-23, in each user's time zone) the daily digest goes out. */
  CAIRN_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  CAIRN_STORAGE: z.enum(["local", "s3"]).default("local"),
  CAIRN_S3_ENDPOINT: z.url().optional(),
  CAIRN_S3_BUCKET: z.string().min(3).max(63).optional(),
  CAIRN_S3_REGION: z.string().min(1).default("us-east-1"),
  CAIRN_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  CAIRN_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  CAIRN_S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).optional(),
  /** Memory for cached answers of the heaviest reads (core/http/read-cache); 0 turns the cache off. */
  CAIRN_READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Where the built web app is (parallel test runs serve their own build); normally web/dist. */
  CAIRN_WEB_DIST: z.string().min(1).optional(),
  /** `off` switches the read cache off whatever its size (the bench's second pass, diagnosing a stale page). */
  CAIRN_READ_CACHE: z.enum(["on", "off", "true", "false", "1", "0"]).default("on"),
  CAIRN_LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CAIRN_LICENSE_PUBLIC_KEY: z
    .string()
    .refine(isLicensePublicKey, "must be an Ed25519 public key, as PEM or as 32 bytes in base64")
    .optional(),
});

export type Config = {
  /** 0: no read cache (CAIRN_READ_CACHE=off or CAIRN_READ_CACHE_MB=0). */
  readCacheBytes: number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  /** Whether CAIRN_PUBLIC_URL was given: only then is its host the one Cairn answers at (core/http/host-check). */
  publicUrlGiven: boolean;
  /** Fastify's `trustProxy`: false (no proxy), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  setupCode: string | undefined;
  uploadMaxBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether CAIRN_MAIL_FROM was given: only then does it override the sender stored in the workspace. */
  mailFromGiven: boolean;
  digestHour: number;
  /** Hosts outgoing requests may call over http and at private addresses; every other one: https, public. */
  outboundAllowHosts: string[];
  /** Unset: PayPal's verification address for the invoice setting's mode (live or sandbox). */
  paypalVerifyUrl: string | undefined;
  /** Unset: PayPal's checkout page for the invoice setting's mode (live or sandbox). */
  paypalCheckoutUrl: string | undefined;
  storage: "local" | "s3";
  /** Set when storage is "s3". */
  s3: S3Config | undefined;
  logLevel: string;
  /** The built web app; the process serves the API alone when it holds no index.html. */
  webDist: string;
  /** The vendor's Ed25519 public key that licence keys are checked against (PEM or raw base64). */
  licensePublicKey: string;
};

/** An S3-compatible bucket. Without keys the SDK's own chain (environment, instance role) is used. */
export type S3Config = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing (endpoint/bucket/key), which most self-hosted S3 servers need. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in CAIRN_TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Unset: no proxy is trusted, so X-Forwarded-For cannot invent a client's address. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 20)
      throw new ConfigError("Invalid configuration:\n  CAIRN_TRUST_PROXY: a hop count is 1 to 20");
    return hops;
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  CAIRN_TRUST_PROXY: "${wrong.join(", ") || text}" is neither a hop count nor addresses and CIDRs (e.g. 1, or 10.0.0.2,192.168.0.0/16)`,
    );
  }
  return entries;
}

function isLicensePublicKey(text: string): boolean {
  try {
    publicKeyFrom(text);
    return true;
  } catch {
    return false;
  }
}

/** The public URL's host name, for the default sender (a bare "localhost" is kept: SMTP servers accept it). */
function mailHost(publicUrl: string): string {
  return new URL(publicUrl).hostname;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set", as in most shells' `VAR=` idiom.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.CAIRN_ADMIN_EMAIL === undefined) !== (e.CAIRN_ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid configuration:\n  CAIRN_ADMIN_EMAIL and CAIRN_ADMIN_PASSWORD must be set together");
  }
  if (e.CAIRN_STORAGE === "s3" && e.CAIRN_S3_BUCKET === undefined) {
    throw new ConfigError("Invalid configuration:\n  CAIRN_S3_BUCKET is required when CAIRN_STORAGE=s3");
  }
  if ((e.CAIRN_S3_ACCESS_KEY_ID === undefined) !== (e.CAIRN_S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  CAIRN_S3_ACCESS_KEY_ID and CAIRN_S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside server/; a relative folder means the one the user ran npm from.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.CAIRN_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // PostgreSQL runs as many statements at once as there are cores; a few more connections cover those
    // waiting on a commit's flush. Each one is a backend of ~5-10 MB once warm: more only cost memory.
    dbPoolSize: e.CAIRN_DB_POOL_SIZE ?? 2 * os.availableParallelism(),
    adminEmail: e.CAIRN_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.CAIRN_ADMIN_PASSWORD,
    publicUrl: (e.CAIRN_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    publicUrlGiven: e.CAIRN_PUBLIC_URL !== undefined,
    trustProxy: parseTrustProxy(e.CAIRN_TRUST_PROXY),
    setupCode: e.CAIRN_SETUP_CODE,
    uploadMaxBytes: Math.round(e.CAIRN_UPLOAD_MAX_MB * 1024 * 1024),
    smtpUrl: e.CAIRN_SMTP_URL,
    mailFrom: e.CAIRN_MAIL_FROM ?? `Cairn <no-reply@${mailHost(e.CAIRN_PUBLIC_URL ?? "http://localhost")}>`,
    mailFromGiven: e.CAIRN_MAIL_FROM !== undefined,
    digestHour: e.CAIRN_DIGEST_HOUR,
    paypalVerifyUrl: e.CAIRN_PAYPAL_VERIFY_URL,
    paypalCheckoutUrl: e.CAIRN_PAYPAL_CHECKOUT_URL,
    outboundAllowHosts: [e.CAIRN_OUTBOUND_ALLOW_HOSTS, e.CAIRN_ALLOW_HTTP_WEBHOOKS]
      .join(",")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    storage: e.CAIRN_STORAGE,
    s3:
      e.CAIRN_STORAGE === "s3" && e.CAIRN_S3_BUCKET !== undefined
        ? {
            endpoint: e.CAIRN_S3_ENDPOINT,
            bucket: e.CAIRN_S3_BUCKET,
            region: e.CAIRN_S3_REGION,
            accessKeyId: e.CAIRN_S3_ACCESS_KEY_ID,
            secretAccessKey: e.CAIRN_S3_SECRET_ACCESS_KEY,
            // A custom endpoint is nearly always a self-hosted server without virtual-host buckets.
            forcePathStyle:
              e.CAIRN_S3_FORCE_PATH_STYLE === undefined
                ? e.CAIRN_S3_ENDPOINT !== undefined
                : e.CAIRN_S3_FORCE_PATH_STYLE === "true" || e.CAIRN_S3_FORCE_PATH_STYLE === "1",
          }
        : undefined,
    logLevel: e.CAIRN_LOG_LEVEL,
    webDist: path.resolve(
      e.CAIRN_WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist"),
    ),
    readCacheBytes: ["off", "false", "0"].includes(e.CAIRN_READ_CACHE)
      ? 0
      : Math.round(e.CAIRN_READ_CACHE_MB * 1024 * 1024),
    licensePublicKey: e.CAIRN_LICENSE_PUBLIC_KEY ?? VENDOR_PUBLIC_KEY,
  };
}
