import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Types worth compressing. Images, fonts in woff/woff2 and archives are compressed formats already:
 * another pass only costs build time and a stat per request.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ttf|otf|eot|ico|wasm)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside a file, each only when it is smaller than the file itself. */
async function precompressFile(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    // Built once, served many times: the slowest, smallest settings pay for themselves.
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < bytes.length ? fs.writeFile(`${file}.br`, br) : undefined,
    gz.length < bytes.length ? fs.writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * After the build is written, puts Brotli and gzip copies beside every compressible file of the output
 * (public/ files included), so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing the same bytes on every request.
 */
export function precompress(): Plugin {
  return {
    name: "cairn:precompress",
    apply: "build",
    async writeBundle(options) {
      const outDir = options.dir ?? "dist";
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(files.map(precompressFile));
    },
  };
}
