import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { FakeXhr } from "../../../test/fake-xhr";
import { UploadForm } from "./UploadForm";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(canSetPrivacy = true, dropped?: File[]) {
  FakeXhr.install();
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <UploadForm projectId={4} parent={9} canSetPrivacy={canSetPrivacy} onClose={onClose} dropped={dropped} />
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
    expect(FakeXhr.all.map((x) => x.fileNames[0])).toEqual(["small.txt", "huge.bin"]);
    const [small, huge] = FakeXhr.all;
    expect(small.body?.get("type")).toBe("pro_file");
    expect(small.body?.get("parent")).toBe("9");
    expect(small.body?.get("private")).toBe("1");

    await act(async () => small.progress(40, 100));
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
    expect(FakeXhr.all.slice(2).map((x) => x.fileNames[0])).toEqual(["huge.bin"]);
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

  it("sends files dropped on the folder at once, each in its own request, and closes when all arrived", async () => {
    const files = ["one.txt", "two.txt"].map((n) => new File(["abc"], n, { type: "text/plain" }));
    const { dialog, onClose } = setup(true, files);
    await act(async () => undefined);
    expect(FakeXhr.all.map((x) => x.fileNames[0])).toEqual(["one.txt", "two.txt"]);
    expect(
      within(dialog)
        .getAllByTestId("upload-row")
        .map((r) => r.dataset.status),
    ).toEqual(["uploading", "uploading"]);
    await act(async () => FakeXhr.all[0].answer(201, { message: "Uploaded.", data: [] }));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => FakeXhr.all[1].answer(201, { message: "Uploaded.", data: [] }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
