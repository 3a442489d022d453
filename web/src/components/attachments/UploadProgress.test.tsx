import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { FakeXhr } from "../../test/fake-xhr";
import { renderForm } from "../../test/form";
import { FileDropZone } from "./FileDropZone";
import { FilePicker } from "./FilePicker";
import { UploadRow } from "./UploadRow";
import { sendForm } from "./upload";
import { useUploadProgress } from "./useUploadProgress";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = (name: string, size: number, type = "text/plain") => new File(["x".repeat(size)], name, { type });

/** What a comment or discussion form does with its files: a drop zone, the picker, one request with all of them. */
function Harness({ onSent }: { onSent?: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const progress = useUploadProgress();
  const send = async () => {
    const form = new FormData();
    form.set("content", "<p>Hi</p>");
    for (const f of files) form.append("files[]", f, f.name);
    progress.start(files);
    try {
      await sendForm("pm/v2/projects/1/comments", form, progress.onProgress);
    } catch (err) {
      progress.settle(err);
      return;
    }
    progress.settle();
    setFiles([]);
    onSent?.();
  };
  return (
    <FileDropZone onFiles={(more) => setFiles((now) => [...now, ...more])} hint="Drop here" testId="zone">
      <FilePicker files={files} onFilesChange={setFiles} stateOf={progress.stateOf} disabled={progress.sending} />
      <button type="button" onClick={() => void send()}>
        Send
      </button>
    </FileDropZone>
  );
}

describe("UploadRow", () => {
  const upload = (over: Partial<Parameters<typeof UploadRow>[0]["upload"]> = {}) => ({
    key: 1,
    file: file("plan.pdf", 1536),
    status: "waiting" as const,
    progress: 0,
    ...over,
  });

  it("shows the name and size, and a bar only once the file travels", () => {
    const { rerender } = render(
      <ul>
        <UploadRow upload={upload()} />
      </ul>,
      { wrapper: ({ children }: { children: ReactNode }) => <MantineProvider>{children}</MantineProvider> },
    );
    expect(screen.getByText("plan.pdf")).toBeTruthy();
    expect(screen.getByText("1.5 KB")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    rerender(
      <ul>
        <UploadRow upload={upload({ status: "uploading", progress: 0.42 })} />
      </ul>,
    );
    const bar = screen.getByRole("progressbar", { name: "Upload of plan.pdf" });
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
  });

  it("says a sent file is sent and shows a refusal as an alert, with a remove button when offered", () => {
    const onRemove = vi.fn();
    renderForm(
      <ul>
        <UploadRow upload={upload({ status: "done", progress: 1 })} />
        <UploadRow
          upload={upload({ key: 2, status: "failed", error: "Each file must be at most 50 MB." })}
          onRemove={onRemove}
        />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Sent" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Each file must be at most 50 MB.");
    fireEvent.click(screen.getByRole("button", { name: "Remove plan.pdf" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});

describe("files sent with a form", () => {
  it("takes dropped and pasted files, and leaves a paste of text to the text", () => {
    renderForm(<Harness />);
    const zone = screen.getByTestId("zone");
    const dropped = file("drop.txt", 3);
    fireEvent.dragEnter(zone, { dataTransfer: { types: ["Files"], files: [dropped] } });
    expect(zone.dataset.dropping).toBe("true");
    expect(screen.getByText("Drop here")).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [dropped] } });
    expect(zone.dataset.dropping).toBeUndefined();
    const shot = file("image.png", 5, "image/png");
    fireEvent.paste(zone, { clipboardData: { files: [shot], getData: () => "" } });
    fireEvent.paste(zone, { clipboardData: { files: [file("cells.png", 5)], getData: () => "A1\tB1" } });
    const rows = screen.getAllByTestId("upload-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText("drop.txt")).toBeTruthy();
    expect(within(rows[1]).getByText(/^Pasted image \d{4}-\d\d-\d\d \d\d\.\d\d\.\d\d\.png$/)).toBeTruthy();
  });

  it("gives each file its own bar from one request's progress, and marks the file a 413 names", async () => {
    FakeXhr.install();
    const onSent = vi.fn();
    renderForm(<Harness onSent={onSent} />);
    const zone = screen.getByTestId("zone");
    const small = file("small.txt", 100);
    const big = file("big.bin", 300);
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [small, big] } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe("/api/pm/v2/projects/1/comments");
    expect(xhr.fileNames).toEqual(["small.txt", "big.bin"]);
    // 100 bytes of fields, then the two files.
    await act(async () => xhr.progress(250, 500));
    const bar = (name: string) => screen.getByRole("progressbar", { name: `Upload of ${name}` });
    expect(bar("small.txt").getAttribute("aria-valuenow")).toBe("100");
    expect(bar("big.bin").getAttribute("aria-valuenow")).toBe("17");
    // While it travels, nothing can be removed.
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();

    await act(async () =>
      xhr.answer(413, {
        code: "rest_too_large",
        message: ["Each file must be at most 2 MB."],
        data: { status: 413, params: { "files[1]": ["Each file must be at most 2 MB."] } },
      }),
    );
    const rows = screen.getAllByTestId("upload-row");
    expect(rows.map((r) => r.dataset.status)).toEqual(["waiting", "failed"]);
    expect(within(rows[1]).getByRole("alert").textContent).toBe("Each file must be at most 2 MB.");
    expect(onSent).not.toHaveBeenCalled();

    // Removed, the refused file is not sent again; the rest goes, and the list empties.
    fireEvent.click(screen.getByRole("button", { name: "Remove big.bin" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(FakeXhr.last.fileNames).toEqual(["small.txt"]);
    await act(async () => FakeXhr.last.answer(201, { message: "Saved.", data: {} }));
    expect(onSent).toHaveBeenCalledOnce();
    expect(screen.queryAllByTestId("upload-row")).toHaveLength(0);
  });
});
