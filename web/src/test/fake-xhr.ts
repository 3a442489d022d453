import { vi } from "vitest";

type ProgressListener = ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * A browser XMLHttpRequest stand-in for upload tests (components/attachments/upload.ts): each request waits for
 * the test to report its progress and answer it. `FakeXhr.install()` puts it in place of the real one.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static get last(): FakeXhr {
    return FakeXhr.all[FakeXhr.all.length - 1];
  }
  static install() {
    FakeXhr.all = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  }
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ProgressListener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The names of the files the body carries, in order. */
  get fileNames(): string[] {
    return (this.body?.getAll("files[]") ?? []).map((f) => (f as File).name);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown, statusText = "") {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
