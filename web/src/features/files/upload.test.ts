import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { eachWithLimit, postWithProgress } from "./upload";

type Listener = ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  body: unknown;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = "") {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

const options = (extra: Partial<Parameters<typeof postWithProgress>[2]> = {}) => ({
  networkError: "The upload failed.",
  ...extra,
});

describe("postWithProgress", () => {
  it("posts the form to the API and reports progress until the answer", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const pending = postWithProgress<{ message: string }>(
      "pm-pro/v2/projects/1/files",
      form,
      options({ onProgress: (f) => progress.push(f) }),
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/pm-pro/v2/projects/1/files");
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.answer(201, { message: "Uploaded.", data: [] });
    await expect(pending).resolves.toEqual({ message: "Uploaded.", data: [] });
    expect(progress).toEqual([0.25, 1]);
  });

  it("turns a 413 into an ApiError carrying the server's message", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const pending = postWithProgress("x", new FormData(), options());
    FakeXhr.last.answer(413, {
      code: "rest_too_large",
      message: ["The file is larger than the 50 MB limit."],
      data: { status: 413 },
    });
    const err = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(413);
    expect((err as ApiError).messages).toEqual(["The file is larger than the 50 MB limit."]);
  });

  it("keeps field messages of a 400 and reports a lost connection with the given text", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const invalid = postWithProgress("x", new FormData(), options());
    FakeXhr.last.answer(400, {
      code: "rest_invalid_param",
      message: ["Please attach a file."],
      data: { params: { files: ["Please attach a file."] } },
    });
    expect(((await invalid.catch((e: unknown) => e)) as ApiError).params).toEqual({
      files: ["Please attach a file."],
    });
    const lost = postWithProgress("x", new FormData(), options());
    FakeXhr.last.onerror?.();
    expect(((await lost.catch((e: unknown) => e)) as ApiError).messages).toEqual(["The upload failed."]);
  });

  it("aborts the request when its signal fires", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const controller = new AbortController();
    const pending = postWithProgress("x", new FormData(), options({ signal: controller.signal }));
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("eachWithLimit", () => {
  it("runs every item, never more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await eachWithLimit([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n % 3));
      seen.push(n);
      running -= 1;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });
  it("does nothing for no items", async () => {
    const task = vi.fn(async () => {});
    await eachWithLimit([], 3, task);
    expect(task).not.toHaveBeenCalled();
  });
});
