import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import type { FileItem } from "../types";
import { DOUBLE_CLICK_MS, FolderTitle } from "./FolderTitle";

const folder = (canEdit = true) =>
  ({
    id: 7,
    title: "Contracts",
    type: "folder",
    meta: { can_edit: canEdit, can_delete: true, can_move: true },
  }) as FileItem;

function setup(onRename = vi.fn(async () => true), canEdit = true) {
  render(
    <MantineProvider>
      <FolderTitle folder={folder(canEdit)} onRename={onRename} />
    </MantineProvider>,
  );
  return onRename;
}

/** A single click starts editing once no second click came. */
async function clickToEdit() {
  fireEvent.click(screen.getByRole("button", { name: "Rename folder Contracts" }), { detail: 1 });
  await act(async () => vi.advanceTimersByTime(DOUBLE_CLICK_MS));
  return screen.getByRole("textbox", { name: "Folder name" }) as HTMLInputElement;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("FolderTitle", () => {
  it("saves the new name on Enter", async () => {
    const onRename = setup();
    const input = await clickToEdit();
    fireEvent.change(input, { target: { value: "  Signed contracts " } });
    await act(async () => fireEvent.keyDown(input, { key: "Enter" }));
    expect(onRename).toHaveBeenCalledWith("Signed contracts");
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("saves on blur", async () => {
    const onRename = setup();
    const input = await clickToEdit();
    fireEvent.change(input, { target: { value: "Old contracts" } });
    await act(async () => fireEvent.blur(input));
    expect(onRename).toHaveBeenCalledExactlyOnceWith("Old contracts");
  });

  it("saves once when the field loses focus while Enter's save is on its way", async () => {
    let finish: (ok: boolean) => void = () => {};
    const onRename = setup(vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve))));
    const input = await clickToEdit();
    fireEvent.change(input, { target: { value: "Old contracts" } });
    await act(async () => fireEvent.keyDown(input, { key: "Enter" }));
    await act(async () => fireEvent.blur(input));
    await act(async () => finish(true));
    expect(onRename).toHaveBeenCalledExactlyOnceWith("Old contracts");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("cancels on Escape without saving", async () => {
    const onRename = setup();
    const input = await clickToEdit();
    fireEvent.change(input, { target: { value: "Nope" } });
    await act(async () => fireEvent.keyDown(input, { key: "Escape" }));
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Rename folder Contracts" })).toBeTruthy();
  });

  it("does not save an empty or unchanged name", async () => {
    const onRename = setup();
    let input = await clickToEdit();
    fireEvent.change(input, { target: { value: "   " } });
    await act(async () => fireEvent.keyDown(input, { key: "Enter" }));
    input = await clickToEdit();
    await act(async () => fireEvent.keyDown(input, { key: "Enter" }));
    expect(onRename).not.toHaveBeenCalled();
  });

  it("stays in edit mode when the server refuses the name", async () => {
    const onRename = setup(vi.fn(async () => false));
    const input = await clickToEdit();
    fireEvent.change(input, { target: { value: "Taken" } });
    await act(async () => fireEvent.keyDown(input, { key: "Enter" }));
    expect(screen.getByRole("textbox", { name: "Folder name" })).toBeTruthy();
    expect(onRename).toHaveBeenCalledOnce();
  });

  it("leaves a double-click to open the folder rather than rename it", async () => {
    setup();
    const title = screen.getByRole("button", { name: "Rename folder Contracts" });
    fireEvent.click(title, { detail: 1 });
    fireEvent.click(title, { detail: 2 });
    await act(async () => vi.advanceTimersByTime(DOUBLE_CLICK_MS * 2));
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("edits at once from the keyboard, and is plain text without the right to edit", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Rename folder Contracts" }), { detail: 0 });
    expect(screen.getByRole("textbox", { name: "Folder name" })).toBeTruthy();
    cleanup();
    setup(vi.fn(), false);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Contracts").getAttribute("title")).toBe("Contracts");
  });
});
