import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import { createMemoryRouter, RouterProvider } from "react-router";
import { meKey } from "../../../api/me";
import { type AddOnModule, modulesKey } from "../../../api/modules";
import { gateRoutes } from "./ModuleGate";

afterEach(cleanup);

const files = (enabled: boolean): AddOnModule => ({
  path: "files",
  name: "Files",
  description: "Folders and files.",
  thumbnail: null,
  enabled,
});

/** The gated routes of a module at /files (with a child), the module list and the reader already known. */
function show(url: string, modules: AddOnModule[], manage = false) {
  const client = new QueryClient();
  client.setQueryData(modulesKey, modules);
  client.setQueryData(meKey, { id: 1, capabilities: { manage, admin: false } });
  const routes = gateRoutes(
    [
      { path: "/files", element: <p>the files page</p> },
      { path: "/files/:id", children: [{ index: true, element: <p>one file</p> }] },
    ],
    "files",
  );
  const router = createMemoryRouter([...routes, { path: "/other", element: <p>other</p> }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("ModuleGate", () => {
  it("shows the module's pages, children included, while it is on", () => {
    show("/files", [files(true)]);
    expect(screen.getByText("the files page")).toBeTruthy();
    cleanup();
    show("/files/3", [files(true)]);
    expect(screen.getByText("one file")).toBeTruthy();
  });

  it("says the module is switched off instead, on every one of its addresses", () => {
    for (const url of ["/files", "/files/3"]) {
      show(url, [files(false)]);
      expect(screen.getByTestId("module-off").textContent).toContain("Files is switched off");
      expect(screen.queryByText("the files page")).toBeNull();
      expect(screen.queryByText("one file")).toBeNull();
      // Only a manager is sent to the Modules screen.
      expect(screen.queryByRole("link", { name: "Open Modules" })).toBeNull();
      cleanup();
    }
  });

  it("offers a manager the way back on", () => {
    show("/files", [files(false)], true);
    expect(screen.getByRole("link", { name: "Open Modules" }).getAttribute("href")).toBe("/modules");
  });

  it("counts a module the server does not list as on", () => {
    show("/files", []);
    expect(screen.getByText("the files page")).toBeTruthy();
  });

  it("leaves routes of no module alone", () => {
    const plain = [{ path: "/x", element: <p>x</p> }];
    expect(gateRoutes(plain, undefined)).toBe(plain);
  });
});
