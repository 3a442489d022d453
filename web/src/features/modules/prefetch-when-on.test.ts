import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { moduleOn, prefetchWhenOn } from "../../api/modules";

/** The API as fetch sees it: module states from `modules`, `{data: path}` for anything else, each call noted. */
function stubApi(modules: { path: string; enabled: boolean }[] | "unreadable") {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const path = new URL(input, "http://cairn.test").pathname;
      asked.push(path);
      if (path.endsWith("module-lists")) {
        if (modules === "unreadable") return new Response(JSON.stringify({ message: "no" }), { status: 500 });
        return Response.json({ data: modules.map((m) => ({ ...m, name: m.path, description: "", thumbnail: null })) });
      }
      return Response.json({ data: path });
    }),
  );
  return asked;
}

const fieldsQuery = {
  queryKey: ["custom-fields", 7],
  queryFn: async () => (await (await fetch("/api/pm-pro/v2/projects/7/custom-fields")).json()).data as string,
};

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.unstubAllGlobals());

describe("asking for a module's data ahead of its screen", () => {
  it("asks while the module is on, and puts the answer where the screen reads it", async () => {
    const asked = stubApi([{ path: "custom-fields", enabled: true }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchWhenOn(client, "custom-fields", fieldsQuery);
    await vi.waitFor(() =>
      expect(client.getQueryData(["custom-fields", 7])).toBe("/api/pm-pro/v2/projects/7/custom-fields"),
    );
    expect(asked.filter((p) => p.endsWith("module-lists"))).toHaveLength(1);
  });

  it("asks nothing of a module that is off, or when the states cannot be read", async () => {
    for (const states of [[{ path: "custom-fields", enabled: false }], "unreadable"] as const) {
      const asked = stubApi(states === "unreadable" ? states : [...states]);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      prefetchWhenOn(client, "custom-fields", fieldsQuery);
      await vi.waitFor(() => expect(asked).toContain("/api/pm-pro/v2/module-lists"));
      await settle();
      await settle();
      expect(asked).toEqual(["/api/pm-pro/v2/module-lists"]);
      expect(client.getQueryData(["custom-fields", 7])).toBeUndefined();
    }
  });

  it("counts a module the server does not list as on, as the menus do", async () => {
    stubApi([{ path: "files", enabled: true }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await moduleOn(client, "custom-fields")).toBe(true);
  });
});
