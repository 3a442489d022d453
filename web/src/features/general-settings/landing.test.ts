import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { landingPath } from "./landing";

const PAGES = [
  { id: 1, title: "Projects", path: "/projects" },
  { id: 2, title: "My Tasks", path: "/my-tasks" },
];

/** Answers the two calls the landing rule makes, as the server would. */
function serve(frontEndPage: unknown, pagesStatus = 200) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith("/api/pm/v2/settings")) {
      return new Response(JSON.stringify({ data: [{ key: "front_end_page", value: frontEndPage }] }), { status: 200 });
    }
    if (url.startsWith("/api/pm/v2/front-end-pages")) {
      return new Response(JSON.stringify({ data: PAGES }), { status: pagesStatus });
    }
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("landingPath", () => {
  it("goes to the page the 'Front-end page' setting names", async () => {
    serve({ page_id: 2, post_title: "My Tasks" });
    expect(await landingPath(new QueryClient())).toBe("/my-tasks");
  });

  it("goes to Projects when nothing is chosen, without asking for the pages", async () => {
    const fetchMock = serve(null);
    expect(await landingPath(new QueryClient())).toBe("/projects");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("goes to Projects when the chosen page no longer exists or the pages cannot be read", async () => {
    serve({ page_id: 9, post_title: "Gone" });
    expect(await landingPath(new QueryClient())).toBe("/projects");
    serve({ page_id: 2, post_title: "My Tasks" }, 500);
    expect(await landingPath(new QueryClient({ defaultOptions: { queries: { retry: false } } }))).toBe("/projects");
  });
});
