import { MODULE } from "@cairn/shared/modules";
import { describe, expect, it } from "vitest";
import type { Me } from "../../api/types";
import { myTasksMenu, visibleEntries } from "../../app/registry";

const me = { id: 7, capabilities: { manage: false, admin: false } } as Me;
const keys = (off: string[]) => visibleEntries(myTasksMenu(), { me }, new Set(off)).map((e) => [e.key, e.path]);

describe("the My Tasks menu", () => {
  it("offers Tasks, then Reports, then Invoices (a client's own), to everyone", () => {
    expect(keys([])).toEqual([
      ["my_tasks", ""],
      ["mytask-reports", "/reports"],
      ["my-invoices", "/invoices"],
    ]);
  });

  it("loses Reports while the reports module is switched off, Invoices while the invoice module is", () => {
    expect(keys([MODULE.reports])).toEqual([
      ["my_tasks", ""],
      ["my-invoices", "/invoices"],
    ]);
    expect(keys([MODULE.reports, MODULE.invoice])).toEqual([["my_tasks", ""]]);
  });
});
