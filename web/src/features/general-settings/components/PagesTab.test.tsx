import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import { serveSettings } from "../../settings/serveSettings.testing";
import PagesTab from "./PagesTab";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PAGES = [
  { id: 1, title: "Projects", path: "/projects" },
  { id: 2, title: "My Tasks", path: "/my-tasks" },
];

/** The landing page stored as `stored`; each save's `settings` list is kept, and answered by `onSave`. */
function servePages(stored: unknown, onSave?: () => Promise<Response> | Response) {
  const saves = serveSettings({ front_end_page: stored }, { onSave, others: { "front-end-pages": PAGES } });
  renderForm(<PagesTab />);
  return saves;
}

const pagePicker = () => screen.findByRole("combobox", { name: /Front-end page/ });

describe("the landing page form", () => {
  it("saves the chosen page by id and title", async () => {
    const saves = servePages(null);
    fireEvent.click(await pagePicker());
    // The list is still fading in (jsdom runs no transitions): its options count as hidden meanwhile.
    fireEvent.click(screen.getByRole("option", { hidden: true, name: "My Tasks" }));
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual([{ key: "front_end_page", value: { page_id: 2, post_title: "My Tasks" } }]);
  });

  it("saves no page once the choice is cleared (the default)", async () => {
    const saves = servePages({ page_id: 2, post_title: "My Tasks" });
    const picker = (await pagePicker()) as HTMLInputElement;
    expect(picker.value).toBe("My Tasks");
    // The picker's clear button is hidden from assistive technology, so it has no name.
    fireEvent.click(screen.getByRole("button", { hidden: true, name: "" }));
    expect(picker.value).toBe("");
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(saves).toEqual([[{ key: "front_end_page", value: null }]]));
  });

  it("shows the server's refusal under the picker, and keeps Save Changes off while saving", async () => {
    const write = heldWrite();
    const refused = "This page is not one members can land on.";
    const saves = servePages(null, async () => {
      await write.promise;
      return fieldRefusal({ "settings.0.value": [refused] });
    });
    const picker = await pagePicker();
    fireEvent.click(submitButton("Save Changes"));
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(submitButton("Save Changes").disabled).toBe(true));
    expect(saves).toHaveLength(1);
    write.settle();
    await vi.waitFor(() => expect(messageUnder(picker)).toBe(refused));
  });
});
