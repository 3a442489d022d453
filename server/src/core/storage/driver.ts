import path from "node:path";
import type { Config } from "../../config";
import { s3Storage } from "./s3";
import { localStorage, type Storage } from "./storage";

/** The storage driver the configuration names (docs/operations.md "File storage"). */
export function storageFromConfig(config: Config): Storage {
  if (config.storage === "s3" && config.s3) return s3Storage(config.s3);
  return localStorage(path.join(config.dataDir, "files"));
}
