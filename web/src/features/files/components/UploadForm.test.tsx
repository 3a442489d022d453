import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { UploadForm } from "./UploadForm";

/** A browser XMLHttpRequest stand-in: each request waits for the test to answer it. */
class FakeXhr {
  static all: FakeXhr[] = [];
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  get fileName() {
    return (this.body?.get("files[]") as File | undefined)?.name;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeXhr.all = [];
});

function setup(canSetPrivacy = true) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <UploadForm projectId={4} parent={9} canSetPrivacy={canSetPrivacy} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "File uploads" });
  const attach = (...names: string[]) =>
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: names.map((n) => new File(["x".repeat(10)], n, { type: "text/plain" })) },
    });
  return { dialog, attach, onClose, upload: within(dialog).getByRole("button", { name: "Upload" }) };
}

describe("UploadForm", () => {
  it("cannot be sent with nothing attached, and a picked file can be deleted again", () => {
    const { dialog, attach, upload } = setup();
    expect(upload).toHaveProperty("disabled", true);
    attach("a.txt", "b.txt");
    expect(within(dialog).getAllByTestId("upload-row")).toHaveLength(2);
    expect(upload).toHaveProperty("disabled", false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete File a.txt" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete File b.txt" }));
    expect(within(dialog).queryAllByTestId("upload-row")).toHaveLength(0);
    expect(upload).toHaveProperty("disabled", true);
  });

  it("sends one request per file with its own progress, and shows a 413's message on its file", async () => {
    const { dialog, attach, upload, onClose } = setup();
    attach("small.txt", "huge.bin");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Make this private." }));
    await act(async () => fireEvent.click(upload));
    expect(FakeXhr.all.map((x) => x.fileName)).toEqual(["small.txt", "huge.bin"]);
    const [small, huge] = FakeXhr.all;
    expect(small.body?.get("type")).toBe("pro_file");
    expect(small.body?.get("parent")).toBe("9");
    expect(small.body?.get("private")).toBe("1");

    await act(async () => small.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    const bar = within(dialog).getByRole("progressbar", { name: "Upload of small.txt" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    await act(async () => small.answer(201, { message: "The file has been uploaded successfully.", data: [] }));
    await act(async () =>
      huge.answer(413, { code: "rest_too_large", message: ["Each file must be at most 50 MB."], data: {} }),
    );
    const rows = within(dialog).getAllByTestId("upload-row");
    expect(rows.map((r) => r.dataset.status)).toEqual(["done", "failed"]);
    expect(within(rows[1]).getByRole("alert").textContent).toBe("Each file must be at most 50 MB.");
    // The refused file stays to be removed or retried; the sent one is not sent again.
    expect(onClose).not.toHaveBeenCalled();
    expect(upload).toHaveProperty("disabled", false);
    await act(async () => fireEvent.click(upload));
    expect(FakeXhr.all.slice(2).map((x) => x.fileName)).toEqual(["huge.bin"]);
    await act(async () => FakeXhr.all[2].answer(201, { message: "Uploaded.", data: [] }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("offers no privacy to those who may not see private files, and sends none", async () => {
    const { dialog, attach, upload } = setup(false);
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
    attach("a.txt");
    await act(async () => fireEvent.click(upload));
    expect(FakeXhr.all[0].body?.has("private")).toBe(false);
  });
});
