import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Project } from "../../../api/types";
import { ProjectActions } from "./ProjectActions";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const projectWith = (meta: Project["meta"]) =>
  ({ id: 5, title: "Apollo", description: "", status: "current", meta }) as Project;

/** The actions on a page at /projects, and a stand-in overview the copy's address leads to. */
function show(project: Project) {
  const router = createMemoryRouter(
    [
      { path: "/projects", element: <ProjectActions project={project} /> },
      { path: "/projects/:id/overview", element: <p>overview</p> },
    ],
    { initialEntries: ["/projects"] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const openMenu = () => fireEvent.click(screen.getByRole("button", { name: "Actions for Apollo" }));

describe("ProjectActions: Duplicate", () => {
  it("is offered when the server says the caller may copy the project", async () => {
    show(projectWith({ can_edit: true, can_delete: true, can_duplicate: true }));
    openMenu();
    expect(await screen.findByRole("menuitem", { name: "Duplicate" })).toBeTruthy();
  });

  it("is not offered otherwise", async () => {
    show(projectWith({ can_edit: true, can_delete: true, can_duplicate: false }));
    openMenu();
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Duplicate" })).toBeNull();
  });

  it("asks first, and sends nothing when the question is cancelled", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    show(projectWith({ can_edit: true, can_duplicate: true }));
    openMenu();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Duplicate" }));
    const dialog = await screen.findByRole("dialog", { name: "Duplicate project" });
    expect(dialog.textContent).toContain("comments and activity are not");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("once confirmed, copies the project and opens the copy's overview", async () => {
    const copy = { id: 9, title: "Apollo copy", meta: {} };
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ message: "Done.", data: copy }), { status: 201 }));
    const router = show(projectWith({ can_edit: true, can_duplicate: true }));
    openMenu();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Duplicate" }));
    fireEvent.click(await screen.findByRole("button", { name: "Duplicate" }));
    expect(await screen.findByText("overview")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/projects/9/overview");
    expect(fetch.mock.calls[0][0]).toBe("/api/pm-pro/v2/duplicate/project/5");
  });
});
