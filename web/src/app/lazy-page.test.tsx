import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPage, preloadRoutes } from "./lazy-page";

afterEach(cleanup);

const pageModule = (text: string) => ({ default: () => <p>{text}</p> });

describe("a lazy page", () => {
  it("renders in the same pass once its code is here: its fallback never shows", async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule("Board")));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // No act(), no waiting: the first commit holds the page.
    expect(screen.getByText("Board")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("suspends, as React.lazy does, when rendered before its code is here; loads its code once", async () => {
    let arrive: (m: ReturnType<typeof pageModule>) => void = () => undefined;
    const load = vi.fn(() => new Promise<ReturnType<typeof pageModule>>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    void Page.preload();
    await act(async () => arrive(pageModule("Calendar")));
    expect(await screen.findByText("Calendar")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("routes of lazy pages", () => {
  const args = { params: { projectId: "7" } } as unknown as LoaderFunctionArgs;

  it("wait for the page's code beside their own loader, and keep its answer", async () => {
    let arrive: () => void = () => undefined;
    const Page = lazyPage(
      () => new Promise<ReturnType<typeof pageModule>>((resolve) => (arrive = () => resolve(pageModule("Lists")))),
    );
    const own = vi.fn(() => "prefetched");
    const [route] = preloadRoutes([{ path: "task-lists", element: <Page />, loader: own }]);
    let done = false;
    const answer = (route.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args).then((a) => {
      done = true;
      return a;
    });
    await Promise.resolve();
    expect(own).toHaveBeenCalledWith(args);
    expect(done).toBe(false);
    arrive();
    expect(await answer).toBe("prefetched");
  });

  it("reach children (a task opened over a page) and leave other routes as they were", async () => {
    const Modal = lazyPage(() => Promise.resolve(pageModule("Task")));
    const plain = { path: "about", element: <p>About</p> };
    const [parent, untouched] = preloadRoutes([
      { path: "board", element: <p>Board</p>, children: [{ path: "tasks/:taskId", element: <Modal /> }] },
      plain,
    ]);
    expect(parent.loader).toBeUndefined();
    expect(untouched).toBe(plain);
    const loader = parent.children?.[0]?.loader as ((a: LoaderFunctionArgs) => Promise<unknown>) | undefined;
    expect(loader).toBeTypeOf("function");
    expect(await loader?.(args)).toBeNull();
  });
});
