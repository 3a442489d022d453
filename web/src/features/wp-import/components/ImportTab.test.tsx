import type { WpImportRun } from "@cairn/shared";
import { startWpImportBody } from "@cairn/shared/schemas/wp-import";
import { ModalsProvider } from "@mantine/modals";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, messageUnder, renderForm, submitButton } from "../../../test/form";
import ImportTab from "./ImportTab";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const RUN: WpImportRun = {
  id: 7,
  status: "running",
  dry_run: true,
  source: "mysql://wp@db.example:3306/wordpress",
  prefix: "wp_",
  uploads_dir: null,
  started_by: 1,
  starter: { id: 1, display_name: "Gina Global" },
  started_at: "2026-11-21T10:00:00.000Z",
  finished_at: null,
  progress: [
    { stage: "read", done: 10, total: 10 },
    { stage: "tasks", done: 40, total: 100 },
  ],
  report: null,
  error: null,
};
const DONE: WpImportRun = {
  ...RUN,
  status: "done",
  finished_at: "2026-11-21T10:01:00.000Z",
  report: {
    dry_run: true,
    counts: { tasks: { read: 100, created: 98, updated: 0, unchanged: 0, skipped: 2 } },
    notices: [{ table: "wp_pm_tasks", source_id: "1203", action: "skipped", reason: "Its task list is missing." }],
  },
};

type Call = { url: string; method: string; body?: unknown };

/** The import API: `runs` is the list; each read of run 7 answers the next of `states` (the last one stays). */
function serve({
  runs = [],
  states = [RUN],
  onStart,
}: {
  runs?: WpImportRun[];
  states?: WpImportRun[];
  onStart?: () => Response;
}) {
  const calls: Call[] = [];
  let read = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "POST") return onStart?.() ?? answer({ message: "The dry run has started.", data: states[0] }, 202);
    if (url.includes("/runs/7")) return answer({ data: states[Math.min(read++, states.length - 1)] });
    const pagination = {
      total: runs.length,
      count: runs.length,
      per_page: 10,
      current_page: 1,
      total_pages: 1,
      max_per_page: 2000,
    };
    return answer({ data: runs, meta: { pagination } });
  });
  renderForm(
    <ModalsProvider>
      <ImportTab />
    </ModalsProvider>,
  );
  return calls;
}

const input = (name: RegExp) => screen.getByLabelText(name, { selector: "input" }) as HTMLInputElement;
const fill = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const starts = (calls: Call[]) => calls.filter((c) => c.method === "POST");

describe("Settings → Import", () => {
  it("starts a dry run with the password inside the address, then shows its progress and its report", async () => {
    const calls = serve({ states: [RUN, DONE] });
    expect(await screen.findByTestId("wp-import-no-runs")).toBeTruthy();
    fill(/MySQL address/, "mysql://wp@db.example:3306/wordpress");
    fill(/MySQL password/, "s3cret@1");
    expect(input(/MySQL password/).type).toBe("password");
    fireEvent.click(submitButton("Start import"));
    await vi.waitFor(() => expect(starts(calls)).toHaveLength(1));
    expect(starts(calls)[0].body).toEqual({
      mysql_url: "mysql://wp:s3cret%401@db.example:3306/wordpress",
      prefix: "wp_",
      uploads_dir: null,
      dry_run: true,
      invite: false,
    });
    // No confirmation for a dry run.
    expect(screen.queryByRole("dialog")).toBeNull();
    const current = await screen.findByTestId("wp-import-current");
    expect(within(current).getByRole("heading", { name: "Current dry run" })).toBeTruthy();
    // The run's answer is read until it ends; it ends with its report.
    const report = await within(current).findByTestId("wp-import-report", {}, { timeout: 4000 });
    const counts = within(report).getByTestId("wp-import-counts");
    expect(within(counts).getByRole("rowheader", { name: "Tasks" })).toBeTruthy();
    expect(counts.textContent).toContain("98");
    expect(within(report).getByTestId("wp-import-notices").textContent).toContain("Its task list is missing.");
    expect(report.textContent).toContain("Nothing was written.");
    expect(current.textContent).not.toContain("s3cret");
  });

  it("shows the stages of a run under way as bars", async () => {
    serve({ runs: [RUN] });
    const progress = await screen.findByTestId("wp-import-progress");
    const bars = within(progress).getAllByRole("progressbar");
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toContain("40");
    expect(within(progress).getByLabelText("Tasks: 40 of 100")).toBeTruthy();
    // The form waits for it.
    expect(submitButton("Start import").disabled).toBe(true);
  });

  it("asks before a real import, and sends nothing when declined", async () => {
    const calls = serve({});
    await screen.findByTestId("wp-import-no-runs");
    fill(/MySQL address/, "mysql://wp@db.example/wordpress");
    fireEvent.click(screen.getByRole("checkbox", { name: /Dry run/ }));
    fireEvent.click(submitButton("Start import"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Import into this workspace?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(starts(calls)).toHaveLength(0);
  });

  it("checks the address with the server's rule before sending, and shows the server's refusal under its field", async () => {
    const calls = serve({
      onStart: () => fieldRefusal({ uploads_dir: ["There is no such folder on this server."] }),
    });
    await screen.findByTestId("wp-import-no-runs");
    fill(/MySQL address/, "db.example");
    fireEvent.click(submitButton("Start import"));
    const rule = startWpImportBody.safeParse({ mysql_url: "db.example" }).error?.issues[0]?.message;
    expect(messageUnder(input(/MySQL address/))).toBe(rule);
    expect(starts(calls)).toHaveLength(0);
    fill(/MySQL address/, "mysql://wp@db.example/wordpress");
    fill(/Uploads folder/, "/nowhere");
    fireEvent.click(submitButton("Start import"));
    await vi.waitFor(() =>
      expect(messageUnder(input(/Uploads folder/))).toBe("There is no such folder on this server."),
    );
  });

  it("lists past runs with who started them, each openable to its report", async () => {
    serve({ runs: [DONE, { ...DONE, id: 6, starter: null, started_by: null, dry_run: false }], states: [DONE] });
    const table = await screen.findByTestId("wp-import-runs");
    expect(table.textContent).toContain("Gina Global");
    expect(table.textContent).toContain("the command line");
    fireEvent.click(within(table).getAllByRole("button", { name: /Open the report/ })[0]);
    const dialog = await screen.findByRole("dialog");
    expect((await within(dialog).findByTestId("wp-import-counts")).textContent).toContain("98");
  });
});
