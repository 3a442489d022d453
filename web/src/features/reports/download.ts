import { apiErrorOf, buildUrl, safeJson } from "../../api/client";
import { zoneHeader } from "../../api/early";

/** "850 KB", "12.4 MB": how much of a file has arrived. */
export function formatBytes(n: number): string {
  if (n < 1024 * 1024) return `${Math.max(1, Math.round(n / 1024))} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** The name the server gave the file (`Content-Disposition`), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return m ? m[1] : fallback;
}

/**
 * Downloads an export with the session cookie (a GET that changes nothing), reporting the bytes as they
 * arrive — the file streams from the server, so its size is not known beforehand — then hands it to the
 * browser under the server's file name. The viewer's zone goes along, as on every call.
 */
export async function downloadExport(
  path: string,
  query: Record<string, string | number | undefined>,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const res = await fetch(buildUrl(path, query), {
    credentials: "same-origin",
    headers: zoneHeader(),
    signal,
  });
  if (!res.ok || !res.body) throw apiErrorOf(res.status, res.statusText, safeJson(await res.text()));
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress(received);
  }
  const name = fileNameOf(res.headers.get("content-disposition"), "report");
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: res.headers.get("content-type") ?? "" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
