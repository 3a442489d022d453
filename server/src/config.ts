import path from "node:path";
import { z } from "zod";

/** Every setting the process reads from its environment, parsed once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  CAIRN_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  CAIRN_ADMIN_EMAIL: z.email().optional(),
  CAIRN_ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  CAIRN_PUBLIC_URL: z.url().optional(),
  CAIRN_UPLOAD_MAX_MB: z.coerce.number().positive().max(10_240).default(50),
  CAIRN_SMTP_URL: z.string().optional(),
  CAIRN_STORAGE: z.enum(["local", "s3"]).default("local"),
  CAIRN_LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  uploadMaxBytes: number;
  smtpUrl: string | undefined;
  storage: "local" | "s3";
  logLevel: string;
};

export class ConfigError extends Error {}

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
  return {
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside server/; a relative folder means the one the user ran npm from.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.CAIRN_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.CAIRN_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.CAIRN_ADMIN_PASSWORD,
    publicUrl: (e.CAIRN_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    uploadMaxBytes: Math.round(e.CAIRN_UPLOAD_MAX_MB * 1024 * 1024),
    smtpUrl: e.CAIRN_SMTP_URL,
    storage: e.CAIRN_STORAGE,
    logLevel: e.CAIRN_LOG_LEVEL,
  };
}
