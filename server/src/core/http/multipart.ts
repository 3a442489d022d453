import { PassThrough, type Readable } from "node:stream";
import { MESSAGES } from "@cairn/shared";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { storeSniffed } from "../storage/sniff";
import type { Storage } from "../storage/storage";
import { makeThumbnail } from "../storage/thumbnail";
import { fieldErrors } from "./error-handler";
import { AppError, invalid, invalidField, tooLarge } from "./errors";
import { assertStorableText } from "./storable-text";

/**
 * One uploaded file, already in storage, its type sniffed from its bytes. The client's name is kept for
 * display only, never as a path; a raster image also has a thumbnail stored beside it.
 */
export type Upload = {
  storageKey: string;
  size: number;
  sha256: string;
  mimeType: string;
  name: string;
  thumb?: { storageKey: string; size: number; sha256: string };
};

/** Every object a request's uploads stored: the files and their thumbnails. */
export const storedKeys = (uploads: readonly Upload[]) =>
  uploads.flatMap((u) => (u.thumb ? [u.storageKey, u.thumb.storageKey] : [u.storageKey]));

export type BodyOptions = { storage: Storage; maxBytes: number };

/** A display name: the last path segment, no control characters, bounded. */
export const cleanFileName = (value: string | undefined) => {
  const base = (value ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const name = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (name === "" ? "file" : name).slice(0, 255);
};

/** `files[]`, `files[0]` and repeated `files` all name the same array field. */
const baseName = (field: string) => field.replace(/\[\d*\]$/, "");
const isArrayName = (field: string) => /\[\d*\]$/.test(field);

function addField(fields: Record<string, unknown>, name: string, value: string) {
  const key = baseName(name);
  const current = fields[key];
  if (Array.isArray(current)) current.push(value);
  else if (current !== undefined) fields[key] = [current, value];
  else fields[key] = isArrayName(name) ? [value] : value;
}

/**
 * Forms clear a list by sending an empty value (`notify_users=""`) beside or instead of its items;
 * inside an array such blanks mean nothing, so `["", "5"]` is `["5"]` and `[""]` is `[]`.
 */
function withoutBlankItems(fields: Record<string, unknown>) {
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) fields[key] = value.filter((v) => v !== "");
  }
  return fields;
}

/** Best effort: bytes that were stored for a request that then failed (or for files just detached). */
export async function removeStored(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/**
 * Storage always sees a stream that ends cleanly; a source that breaks (a body cut off, malformed)
 * is reported apart. The object then stored is removed by its key like any other, which is certain,
 * whereas a put that fails half-way may leave its temporary file behind.
 */
function guarded(source: Readable) {
  const stream = new PassThrough();
  let error: unknown = source.errored ?? undefined;
  if (error) stream.end();
  else {
    source.once("error", (err) => {
      error = err;
      source.unpipe(stream);
      stream.end();
    });
    source.pipe(stream);
  }
  return { stream, failed: () => error !== undefined };
}

function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw invalid(fieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * Reads a write's body, JSON or multipart/form-data (API.md "Bodies"), and validates its fields.
 * Files (`files[]`) stream straight into storage; if anything fails (a file over the limit, an
 * aborted request, invalid fields) every object stored for this request is removed before the error
 * is thrown, so a refused upload leaves nothing behind.
 */
export async function readBody<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  options: BodyOptions,
): Promise<{ fields: z.output<S>; uploads: Upload[] }> {
  if (!req.isMultipart()) return { fields: validate(schema, req.body), uploads: [] };
  const fields: Record<string, unknown> = {};
  const uploads: Upload[] = [];
  let failure: AppError | undefined;
  let storageFault = false;
  try {
    // We watch `truncated` ourselves (the typings omit this runtime option), so a file over the limit
    // ends its stream instead of failing mid-write.
    const partOptions = { limits: { fileSize: options.maxBytes }, throwFileSizeLimit: false };
    for await (const part of req.parts(partOptions)) {
      if (part.type === "field") {
        if (part.valueTruncated) failure ??= tooLarge();
        else addField(fields, part.fieldname, String(part.value));
        continue;
      }
      // After a refusal the rest of the body is still read, so the client gets our answer, not a reset.
      if (failure || part.filename === "") {
        part.file.resume();
        continue;
      }
      if (baseName(part.fieldname) !== "files") {
        part.file.resume();
        failure = invalidField(part.fieldname, MESSAGES.uploadField);
        continue;
      }
      const source = guarded(part.file);
      const stored = await storeSniffed(options.storage, source.stream).catch((err: unknown) => {
        storageFault = true;
        throw err;
      });
      const upload: Upload = {
        storageKey: stored.key,
        size: stored.size,
        sha256: stored.sha256,
        mimeType: stored.mimeType,
        name: cleanFileName(part.filename),
      };
      uploads.push(upload);
      if (source.failed()) throw invalidField("body", MESSAGES.malformedBody);
      if (part.file.truncated) failure = tooLargeUpload(options.maxBytes, uploads.length - 1);
      if (failure) continue;
      const thumb = await makeThumbnail(options.storage, stored.key, stored.mimeType);
      if (thumb) upload.thumb = { storageKey: thumb.key, size: thumb.size, sha256: thumb.sha256 };
    }
    if (failure) throw failure;
    assertStorableText(fields);
    return { fields: validate(schema, withoutBlankItems(fields)), uploads };
  } catch (err) {
    await removeStored(options.storage, storedKeys(uploads));
    throw storageFault || err instanceof AppError || hasStatus(err)
      ? err
      : invalidField("body", MESSAGES.malformedBody);
  }
}

/** Errors the multipart parser raises with their own 4xx status (limits, premature close). */
const hasStatus = (err: unknown) =>
  typeof err === "object" && err !== null && typeof (err as { statusCode?: unknown }).statusCode === "number";

/**
 * The 413 of a file over the limit. `index` (0 for the request's first file) names it in `params` as
 * `files[index]`, so a form that sent several files with one item marks the one refused.
 */
export function tooLargeUpload(maxBytes: number, index?: number) {
  const message = MESSAGES.uploadTooLarge.replace("{mb}", String(Math.round((maxBytes / 1024 / 1024) * 10) / 10));
  if (index === undefined) return tooLarge(message);
  return new AppError(413, "rest_too_large", [message], { [`files[${index}]`]: [message] });
}

/**
 * Runs a write with the request's uploads; when it fails the uploaded bytes are removed, and when it
 * succeeds the bytes it detached (`removed`) are deleted, only after its transaction has committed.
 */
export async function withUploads<T extends { removed?: string[] }>(
  storage: Storage,
  uploads: readonly Upload[],
  write: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (err) {
    await removeStored(storage, storedKeys(uploads));
    throw err;
  }
  if (result.removed?.length) await removeStored(storage, result.removed);
  return result;
}
