import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller answers gain less than the header and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The largest answer compressed in one synchronous call; above it, through a zlib stream. The plugin's default
 * on 2 cores is 8 KB, and streaming a page of task lists (~250 KB) cost ~16 times the CPU of one call
 * (issue 11, docs/decisions.md "Compressed answers"); Brotli 2 takes a few ms for 1 MB here.
 */
const SYNC_MAX_BYTES = 1024 * 1024;

/**
 * Text and JSON, the plugin's default list without `application/octet-stream`: what a download serves as
 * opaque bytes (markup, unknown binaries) goes as stored. Other types follow mime-db's "compressible".
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)/;

/**
 * `@fastify/compress` for answers: Brotli if the client takes it, else gzip, for types mime-db calls
 * compressible (JSON, text), from 1 KB. Quality 2: measured on the 2-core machine with a 54 KB task-lists
 * answer, ~0.15 ms of CPU for ~4 KB sent; quality 4 doubled the CPU for 6 % fewer bytes. What it leaves alone:
 * ranges (206), already compressed or opaque formats (images, PDF, octet-stream), the web app's precompressed files
 * (their Content-Encoding is set), and the live event stream (written past Fastify). Request bodies are not
 * decompressed: nothing sends them compressed.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: SYNC_MAX_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
  });
}
