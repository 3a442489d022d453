import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { createDoc } from "../support/files";
import { screenshotDir, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

/**
 * A phone is a first-class screen (issue 46 point 7): at 390 px every page of the app fits the viewport. Wide
 * content (a board, a Gantt timeline, a table) scrolls inside its own container, never the page, and the
 * header's search and avatar stay on screen.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 240_000 });

const pad = (n: number) => String(n).padStart(2, "0");
const day = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

type Misfit = { route: string; scrollWidth: number; innerWidth: number; culprits: string[]; header: string[] };

/** How far the page reaches past the viewport, the widest elements that make it, and header parts cut off. */
async function measure(page: Page, route: string): Promise<Misfit | null> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : ""}.${[...el.classList].slice(0, 2).join(".")} → ${Math.round(el.getBoundingClientRect().right)}`;
    // The outermost elements that reach past the edge: their children are the same story.
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getBoundingClientRect().width > 0)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 5)
      .map(describe);
    const header = [...document.querySelectorAll("header button, header input, header a")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1);
      })
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits, header };
  });
  if (found.scrollWidth <= found.innerWidth && found.header.length === 0) return null;
  return { route, ...found };
}

/** Opens a page, lets its reads land and its layout settle, screenshots it and measures it. */
async function visit(page: Page, route: string, name: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(route);
  // A page that failed to render is its own finding, reported with the others rather than ending the walk.
  // A page shows its header; a task or doc opened by its address is a dialog over the page (full screen here).
  const shown = await page
    .locator("header, [role=dialog]")
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return { route, scrollWidth: 0, innerWidth: 0, culprits: ["the page did not render"], header: [] };
  if (ready) await ready(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: path.join(screenshotDir, `phone-${name}.png`), fullPage: true });
  return measure(page, route);
}

test("every page of the app fits a 390 px phone, wide content scrolling in its own box", async ({ page }) => {
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const cole = await createUser(api, "Cole Worker");
  const cleo = await createUser(api, "Cleo Client");
  const project = await createProject(
    api,
    [
      { user: mia, role: "manager" },
      { user: cole, role: "co_worker" },
      { user: cleo, role: "client" },
    ],
    "Harbour redevelopment programme, phase two: the northern waterfront",
  );
  const base = `pm/v2/projects/${project.id}`;
  const list = await apiPost(api, `${base}/task-lists`, { title: "Permits, surveys and the long list of approvals" });
  const tasks = [];
  for (let n = 0; n < 4; n++) {
    tasks.push(
      await apiPost(api, `${base}/tasks`, {
        task_list_id: list.id,
        title: `Commission the geotechnical survey of quay section ${n + 1} and file the report`,
        assignees: [cole.id, mia.id],
        start_at: day(n),
        due_date: day(n + 12),
      }),
    );
  }
  await apiPost(api, `${base}/milestones`, { title: "Planning approval granted", achieve_date: day(20) });
  const discussion = await apiPost(api, `${base}/discussion-boards`, {
    title: "Which contractor for the dredging works?",
    description: "<p>Three bids came in; compare them here.</p>",
  });
  const doc = await createDoc(api, project.id, { title: "Site rules", description: "<p>Hard hats on.</p>" });
  const invoice = await apiPost(api, `pm-pro/v2/projects/${project.id}/invoice`, {
    client_id: cleo.id,
    title: "Survey works, first instalment",
    items: {
      entryNames: [
        { name: "Geotechnical survey of the northern quay", amount: 1_234_567.89, quantity: 12 },
        { name: "Site access and safety", amount: 98_765.43, quantity: 3 },
      ],
    },
  });
  const sprint = await apiPost(api, "pm-pro/v2/sprints", {
    title: "Survey sprint",
    start_at: day(0),
    due_date: day(14),
    project_ids: [project.id],
  });
  const p = `/projects/${project.id}`;

  await signIn(page, ADMIN.email, ADMIN.password);
  const misfits: Misfit[] = [];
  const check = async (route: string, name: string, ready?: (page: Page) => Promise<void>) => {
    const misfit = await visit(page, route, name, ready);
    if (misfit) misfits.push(misfit);
  };

  await check("/projects", "projects");
  await check("/my-tasks", "my-tasks");
  await check("/my-tasks/invoices", "my-invoices");
  await check("/my-tasks/reports", "my-report");
  await check("/calendar", "calendar");
  await check("/sprints", "sprints");
  await check("/sprints/completed", "sprints-completed");
  await check(`/sprints/${sprint.id}`, "sprint");
  await check("/progress", "progress");
  for (const report of [
    "sections",
    "advance-tasks",
    "user-activities",
    "overdue-tasks",
    "completed-tasks",
    "unassigned-tasks",
    "milestone-tasks",
    "user-tasks",
    "project-tasks",
  ]) {
    await check(`/reports/${report}`, `report-${report}`);
  }
  for (const tab of ["general", "pages", "departments", "task-types", "mail", "invoices", "store-link", "webhooks"]) {
    await check(`/settings/${tab}`, `settings-${tab}`);
  }
  await check("/modules", "modules");
  await check("/users", "users");
  await check("/license", "license");
  await check("/profile", "profile");

  await check(`${p}/overview`, "project-overview");
  await check(`${p}/task-lists`, "task-lists");
  await check(`${p}/task-lists/${list.id}`, "task-list");
  await check(`${p}/task-lists/tasks/${tasks[0].id}`, "task-modal");
  await check(`${p}/task-lists/archived`, "task-lists-archived");
  await check(`${p}/kanboard`, "kanboard", (page) => expect(page.getByTestId("kanboard-column").first()).toBeVisible());
  await check(`${p}/kanboard/tasks/${tasks[1].id}`, "kanboard-task");
  await check(`${p}/gantt`, "gantt");
  await check(`${p}/milestones`, "milestones");
  await check(`${p}/discussions`, "discussions");
  await check(`${p}/discussions/${discussion.id}`, "discussion");
  await check(`${p}/files`, "files");
  await check(`${p}/files/0/doc/${doc.id}`, "doc");
  await check(`${p}/invoices`, "invoices");
  await check(`${p}/invoices/new`, "invoice-new");
  await check(`${p}/invoices/${invoice.id}`, "invoice");
  await check(`${p}/invoices/${invoice.id}/edit`, "invoice-edit");
  await check(`${p}/calendar`, "project-calendar");
  await check(`${p}/settings`, "project-settings");
  for (const tab of ["Capabilities", "Labels", "Custom fields", "Webhooks"]) {
    const name = `project-settings-${tab.toLowerCase().replace(/\W+/g, "-")}`;
    await check(`${p}/settings`, name, async (page) => {
      const found = page.getByRole("tab", { name: tab });
      if ((await found.count()) > 0) await found.first().click();
    });
  }

  expect(misfits, "pages wider than a 390 px phone").toEqual([]);
});
