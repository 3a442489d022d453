import { ApiError, apiErrorOf, buildUrl, safeJson } from "../../api/client";

export type UploadOptions = {
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The message of a request that never got an answer (network down, server gone). */
  networkError: string;
};

/**
 * POSTs a multipart body with XMLHttpRequest, whose upload events report progress (fetch has none).
 * Answers and refusals read like the API client's: the JSON body, or an ApiError with the server's
 * messages (a 413 carries the size limit's own text).
 */
export function postWithProgress<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException("Aborted", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const json = xhr.responseText ? safeJson(xhr.responseText) : null;
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
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
