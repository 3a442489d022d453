import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { TaskList } from "../../tasks/list-types";
import { ListMenu } from "./ListMenu";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const listWith = (meta: Partial<TaskList["meta"]>) =>
  ({
    id: 7,
    title: "Sprint",
    project_id: 3,
    status: 1,
    is_inbox: false,
    meta: { can_edit: false, can_delete: false, can_duplicate: false, ...meta },
  }) as TaskList;

function show(list: TaskList) {
  const router = createMemoryRouter([{ path: "/", element: <ListMenu list={list} onEdit={() => undefined} /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const openMenu = () => fireEvent.click(screen.getByRole("button", { name: "Actions for the list Sprint" }));

describe("ListMenu: Duplicate", () => {
  it("is offered to one who may create lists but neither edit nor delete this one", async () => {
    show(listWith({ can_duplicate: true }));
    openMenu();
    expect(await screen.findByRole("menuitem", { name: "Duplicate" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).toBeNull();
  });

  it("is not offered without can_duplicate", async () => {
    show(listWith({ can_edit: true, can_delete: true }));
    openMenu();
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Duplicate" })).toBeNull();
  });

  it("leaves no menu at all when the caller may do nothing with the list", () => {
    show(listWith({}));
    expect(screen.queryByRole("button", { name: "Actions for the list Sprint" })).toBeNull();
  });

  it("asks first, and sends nothing when the question is cancelled", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    show(listWith({ can_duplicate: true }));
    openMenu();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Duplicate" }));
    const dialog = await screen.findByRole("dialog", { name: "Duplicate task list" });
    expect(dialog.textContent).toContain("Duplicate the list “Sprint”?");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("copies the list once confirmed", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ message: "Done.", data: { id: 8 } }), { status: 201 }));
    show(listWith({ can_duplicate: true }));
    openMenu();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Duplicate" }));
    fireEvent.click(await screen.findByRole("button", { name: "Duplicate" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/pm-pro/v2/duplicate/list/7");
    expect(init?.method).toBe("POST");
  });
});
