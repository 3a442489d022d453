/** The one typed client for the API (API.md): envelopes in, ApiError with the server's messages out. */
import { serverText } from "../i18n/server-texts";
import { browserZone, fetchRaw, takeEarly, zoneHeader } from "./early";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: string[],
    readonly params: Record<string, string[]> = {},
  ) {
    super(messages.join(" "));
  }
}

export type Pagination = { total: number; count: number; per_page: number; current_page: number; total_pages: number };
export type Item<T> = { data: T };
export type Collection<T> = { data: T[]; meta: { pagination: Pagination } };
export type Written<T> = { message: string; data: T; activity?: unknown };

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;
type Options = { method?: "GET" | "POST"; body?: unknown; query?: Query; signal?: AbortSignal };

export function buildUrl(path: string, query?: Query): string {
  const url = `/api/${path.replace(/^\//, "")}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const url = buildUrl(path, options.query);
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const zone = browserZone();
  // A read the boot started for this very URL in this time zone (api/early.ts) is this one's answer.
  const early = method === "GET" ? takeEarly(url, zone) : undefined;
  const res = await (early ??
    fetchRaw(url, {
      method,
      credentials: "same-origin",
      headers: {
        ...zoneHeader(zone),
        ...(options.body === undefined || isForm ? {} : { "content-type": "application/json" }),
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    }));
  const json = res.text ? safeJson(res.text) : null;
  if (!res.ok) throw apiErrorOf(res.status, res.statusText, json);
  return json as T;
}

/**
 * The ApiError of a failed answer (API.md "Errors"), also for requests sent without fetch (upload progress). Its
 * messages are in the reader's language from here on (i18n/server-texts.ts), wherever they are shown.
 */
export function apiErrorOf(status: number, statusText: string, json: unknown): ApiError {
  const body = (json ?? {}) as {
    code?: string;
    message?: string | string[];
    data?: { params?: Record<string, string[]> };
  };
  const messages = (Array.isArray(body.message) ? body.message : [body.message ?? statusText]).map(serverText);
  const params = Object.fromEntries(
    Object.entries(body.data?.params ?? {}).map(([field, texts]) => [
      field,
      Array.isArray(texts) ? texts.map(serverText) : texts,
    ]),
  );
  return new ApiError(status, body.code ?? "error", messages, params);
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const get = <T>(path: string, query?: Query, signal?: AbortSignal) => api<T>(path, { query, signal });
export const post = <T>(path: string, body: unknown = {}) => api<T>(path, { method: "POST", body });
