import { ApiError, apiErrorOf, buildUrl, post, safeJson } from "../../api/client";
import { zoneHeader } from "../../api/early";
import i18n from "../../i18n";
import { ATTACHMENTS_NS } from "./messages";

export type UploadOptions = {
  /** Share of the body sent so far, 0 to 1, with the bytes behind it (for splitting it among files). */
  onProgress?: (fraction: number, loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** The message of a request that never got an answer (network down, server gone). */
  networkError: string;
};

/**
 * POSTs a multipart body with XMLHttpRequest, whose upload events report progress (fetch has none).
 * Answers and refusals read like the API client's: the JSON body, or an ApiError with the server's
 * messages (a 413 carries the size limit's own text, and names the file it refused).
 */
export function postWithProgress<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException("Aborted", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path));
    // As the API client sends it: the server presents dates in the reader's zone.
    for (const [name, value] of Object.entries(zoneHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total, e.loaded, e.total);
    };
    xhr.onload = () => {
      const json = xhr.responseText ? safeJson(xhr.responseText) : null;
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1, 1, 1);
        resolve(json as T);
      } else reject(apiErrorOf(xhr.status, xhr.statusText, json));
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", [options.networkError]));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Runs `task` over `items`, at most `limit` at a time (a few uploads in parallel, not hundreds). */
export async function eachWithLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Each file's share sent, 0 to 1, when several travel in one body: the files go last and in order
 * (api.ts forms), so the bytes before them are the fields and each file starts where the previous ended.
 * The few bytes of each part's headers are not counted: a bar is a little early, never late.
 */
export function fileShares(sizes: readonly number[], loaded: number, total: number): number[] {
  const files = sizes.reduce((sum, size) => sum + size, 0);
  let start = Math.max(0, total - files);
  return sizes.map((size) => {
    const share = size === 0 ? (loaded >= start ? 1 : 0) : (loaded - start) / size;
    start += size;
    return Math.min(1, Math.max(0, share));
  });
}

/**
 * The files a refusal names, by their place in the body: the server answers a file over the limit (413)
 * with `params: {"files[i]": [message]}`, i counting the body's files from 0 (core/http/multipart.ts).
 */
export function refusedFiles(err: unknown): Map<number, string> {
  const refused = new Map<number, string>();
  if (!(err instanceof ApiError)) return refused;
  for (const [field, messages] of Object.entries(err.params)) {
    const m = /^files\[(\d+)\]$/.exec(field);
    if (m && messages[0]) refused.set(Number(m[1]), messages[0]);
  }
  return refused;
}

/** A pasted screenshot comes as "image.png" every time: it is named after the moment it was pasted. */
export function pastedName(file: File, now = new Date()): File {
  if (!/^image\.\w+$/.test(file.name)) return file;
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}.${pad(now.getMinutes())}.${pad(now.getSeconds())}`;
  const ext = file.name.split(".").pop();
  return new File([file], `Pasted image ${stamp}.${ext}`, { type: file.type, lastModified: file.lastModified });
}

/**
 * The files a paste carries, when it is a paste of files: a screenshot, a file copied in a file manager. A paste
 * that also carries plain text (cells from a spreadsheet come with a picture of themselves) is text.
 */
export function clipboardFiles(data: DataTransfer | null): File[] {
  if (!data || data.files.length === 0) return [];
  if (data.getData("text/plain").trim() !== "") return [];
  return Array.from(data.files);
}

/**
 * A multipart write of a form: with files and someone listening to its progress it goes by XMLHttpRequest
 * (postWithProgress), otherwise as any other write.
 */
export function sendForm<T>(path: string, form: FormData, onProgress?: UploadOptions["onProgress"]): Promise<T> {
  const carriesFiles = Array.from(form.values()).some((value) => value instanceof File);
  if (!onProgress || !carriesFiles) return post<T>(path, form);
  return postWithProgress<T>(path, form, { onProgress, networkError: i18n.t("networkError", { ns: ATTACHMENTS_NS }) });
}
