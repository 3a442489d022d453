import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "../i18n";
import { NavigationProgress } from "./NavigationProgress";

afterEach(cleanup);

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe("the navigation bar", () => {
  it("shows while a page's route loads for more than a moment, and goes when the page is there", async () => {
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: "/", element: <p>Overview</p> },
            {
              path: "/board",
              element: <p>Board</p>,
              loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
            },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Overview")).toBeTruthy();
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate("/board");
    });
    // At once: nothing (a quick page shows no bar), and the previous page stays.
    await wait(50);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("Overview")).toBeTruthy();
    await wait(200);
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy();
    await act(async () => {
      arrive();
      await navigated;
    });
    expect(await screen.findByText("Board")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
