import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { FakeXhr } from "../../test/fake-xhr";
import { eachWithLimit, fileShares, pastedName, postWithProgress, refusedFiles } from "./upload";

afterEach(() => vi.unstubAllGlobals());

const options = (extra: Partial<Parameters<typeof postWithProgress>[2]> = {}) => ({
  networkError: "The upload failed.",
  ...extra,
});

describe("postWithProgress", () => {
  it("posts the form to the API and reports progress until the answer", async () => {
    FakeXhr.install();
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
    xhr.progress(25, 100);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.answer(201, { message: "Uploaded.", data: [] });
    await expect(pending).resolves.toEqual({ message: "Uploaded.", data: [] });
    expect(progress).toEqual([0.25, 1]);
    expect(xhr.headers["x-time-zone"]).toBeTruthy();
  });

  it("turns a 413 into an ApiError carrying the server's message", async () => {
    FakeXhr.install();
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
    FakeXhr.install();
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
    FakeXhr.install();
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

describe("fileShares", () => {
  it("splits one body's progress among its files, in the order they travel after the fields", () => {
    // 100 bytes of fields, then files of 300 and 600 bytes.
    expect(fileShares([300, 600], 0, 1000)).toEqual([0, 0]);
    expect(fileShares([300, 600], 250, 1000)).toEqual([0.5, 0]);
    expect(fileShares([300, 600], 700, 1000)).toEqual([1, 0.5]);
    expect(fileShares([300, 600], 1000, 1000)).toEqual([1, 1]);
  });
  it("counts an empty file as sent once the bytes before it are", () => {
    expect(fileShares([0, 10], 0, 10)).toEqual([1, 0]);
  });
});

describe("refusedFiles", () => {
  it("reads the files a 413 names by their place in the body", () => {
    const err = new ApiError(413, "rest_too_large", ["Each file must be at most 2 MB."], {
      "files[1]": ["Each file must be at most 2 MB."],
    });
    expect([...refusedFiles(err)]).toEqual([[1, "Each file must be at most 2 MB."]]);
    expect(refusedFiles(new ApiError(400, "x", ["y"], { files: ["y"] })).size).toBe(0);
    expect(refusedFiles(new Error("x")).size).toBe(0);
  });
});

describe("pastedName", () => {
  it("names a pasted screenshot after its moment, and leaves named files alone", () => {
    const shot = new File(["x"], "image.png", { type: "image/png" });
    const named = pastedName(shot, new Date(2026, 0, 2, 3, 4, 5));
    expect(named.name).toBe("Pasted image 2026-01-02 03.04.05.png");
    expect(named.type).toBe("image/png");
    const report = new File(["x"], "report.pdf");
    expect(pastedName(report)).toBe(report);
  });
});
