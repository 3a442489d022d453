import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { watchConsole } from "../support/console";
import { expectAccessible, screenshotDir, signIn } from "../support/journey";
import { apiPost, seedTeam } from "../support/seed";

/** The journeys' browser speaks English: the sign-in screen follows it until a profile says otherwise. */
test.use({ locale: "en-US", viewport: { width: 1440, height: 900 } });

/**
 * Controls and headings whose text does not fit their box: German words are long, and a label cut off or
 * spilling out of its button is what this journey looks for beside the screenshots.
 */
async function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      "button, a, label, th, h1, h2, h3, [role=tab], .mantine-Badge-label, .mantine-NavLink-label, .mantine-SegmentedControl-label, .mantine-Input-description";
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent !== null && (el.textContent ?? "").trim() !== "")
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const spills = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible";
        // Past the page's edge, unless a strip that scrolls sideways on its own holds it (the project's tabs).
        let scroller = el.parentElement;
        while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX))
          scroller = scroller.parentElement;
        return spills || (box.right > width + 1 && !scroller);
      })
      .map((el) => `${el.tagName.toLowerCase()} “${(el.textContent ?? "").trim().slice(0, 60)}”`);
  });
}

/** The screen at 1440 px and at 390 px (a phone): saved, then checked for sideways scroll and cut-off texts. */
async function screenshotsBothSizes(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  for (const size of [
    { width: 1440, height: 900, file: `${name}.png` },
    { width: 390, height: 844, file: `${name}.phone.png` },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // The shell's navbar slides away when the width crosses its breakpoint: the picture waits for it to settle.
    await page.waitForTimeout(150);
    await page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, {
        timeout: 3000,
      })
      .catch(() => undefined);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshotDir, size.file), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(1);
    expect(await cutOffTexts(page), `${name} at ${size.width} px cuts texts off`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a user switches the app to German in the profile: every screen follows, a reload keeps it", async ({ page }) => {
  test.setTimeout(120_000);
  const { api, mia, project, base, list } = await seedTeam("Entwurf");
  const task = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Angebot schreiben",
    due_date: "2031-12-03",
    assignees: [mia.id],
  });
  await api.dispose();
  const consoleLog = watchConsole(page);

  // Signed out, an English browser gets the sign-in screen in English.
  await signIn(page, mia.email, mia.password);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();

  // The profile's language choice applies at once, without a reload.
  await page.goto("/profile");
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Profil", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("combobox", { name: "Sprache" })).toHaveValue("Deutsch");
  await expect(page.getByRole("button", { name: "Profil speichern" })).toBeVisible();
  // The server's confirmation speaks German too.
  await expect(page.getByText("Die Einstellungen wurden gespeichert.")).toBeVisible();
  await expectAccessible(page);
  await screenshotsBothSizes(page, "language-profile");
  // And so do the forms' own checks (the shared schemas' messages).
  await page.getByRole("textbox", { name: "Anzeigename" }).fill("");
  await page.getByRole("button", { name: "Profil speichern" }).click();
  await expect(page.getByText("Der Name ist erforderlich.")).toBeVisible();
  await page.getByRole("textbox", { name: "Anzeigename" }).fill(mia.display_name);

  // Projects: the menu, the page, the tabs.
  consoleLog.clear();
  await page.getByRole("link", { name: "Projekte" }).click();
  await expect(page.getByRole("heading", { name: "Projekte", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Aktuell" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Projekte durchsuchen" })).toBeVisible();
  await expectAccessible(page);
  await screenshotsBothSizes(page, "language-projects");

  // A task, opened by its address: its labels, and its due day as German writes it.
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByRole("dialog", { name: "Angebot schreiben" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("In der Liste Entwurf")).toBeVisible();
  await expect(modal.getByText("Zuständige", { exact: true }).first()).toBeVisible();
  await expect(modal.getByRole("button", { name: "Fälligkeitsdatum", exact: true })).toHaveText(/3\. Dez\. 2031/);
  await expect(modal.getByRole("button", { name: "Aufgabe löschen" })).toBeVisible();
  // Its history in German sentences.
  await expect(modal.getByText(/hat die Aufgabe Angebot schreiben angelegt\./)).toBeVisible();
  await expectAccessible(page);
  await screenshotsBothSizes(page, "language-task");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Aufgabenlisten" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Neue Aufgabenliste" })).toBeVisible();
  await screenshotsBothSizes(page, "language-task-lists");

  // The project's settings.
  await page.goto(`/projects/${project.id}/settings`);
  await expect(page.getByRole("heading", { name: "Einstellungen", level: 2 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Berechtigungen" })).toBeVisible();
  await page.getByRole("tab", { name: "Berechtigungen" }).click();
  await expect(page.getByRole("rowheader", { name: "Aufgaben anlegen" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Aufgabenlisten" })).toBeVisible();
  await expectAccessible(page);
  await screenshotsBothSizes(page, "language-settings");

  // A reload keeps German: it is the account's, not the page's.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Einstellungen", level: 2 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // Nothing on these loads wrote an error or a warning, and none of their requests was refused.
  expect(consoleLog.lines).toEqual([]);
  expect(consoleLog.refusals).toEqual([]);

  // Cleared, the choice follows the browser again: English here.
  await page.goto("/profile");
  await page.getByRole("combobox", { name: "Sprache" }).click();
  await page.getByRole("option", { name: "Sprache des Browsers (English)" }).click();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("The browser's language (English)");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
});

test("the sign-in screen follows the browser's language; loading the main pages logs nothing", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  const consoleLog = watchConsole(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Bei Cairn anmelden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Anmelden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await screenshotsBothSizes(page, "language-sign-in");
  expect(consoleLog.lines).toEqual([]);
  expect(consoleLog.refusals).toEqual([]);
  // A signed-out visitor opening the app itself is sent here: the refusal of "who is signed in?" is expected,
  // and only the browser's own network line says so; the app logs nothing.
  await page.goto("/projects");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Bei Cairn anmelden" })).toBeVisible();
  expect(consoleLog.lines).toEqual([]);
  expect(consoleLog.refusals).toContain("401 /api/auth/me");
  expect(consoleLog.refusals.filter((line) => !line.startsWith("401 "))).toEqual([]);
  await context.close();
});
