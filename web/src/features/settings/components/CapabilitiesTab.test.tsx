import { defaultCapabilities } from "@cairn/shared/capabilities";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "../../../api/types";
import "../../../i18n";
import { renderForm, submitButton } from "../../../test/form";
import { expectOneSaveAtATime, serveSettings } from "../serveSettings.testing";
import CapabilitiesTab from "./CapabilitiesTab";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Project 3's flags as stored (the defaults); each save's `settings` list is kept, and answered by `onSave`. */
function serveFlags(onSave?: () => Promise<Response> | Response) {
  const saves = serveSettings({ capabilities: defaultCapabilities() }, { onSave });
  renderForm(<CapabilitiesTab project={{ id: 3 } as Project} />);
  return saves;
}

const flag = (name: string) => screen.findByRole("checkbox", { name }) as Promise<HTMLInputElement>;

describe("the capabilities form", () => {
  it("shows the stored flags and saves them with the ones changed", async () => {
    const saves = serveFlags();
    const clientViewsTasks = await flag("Client: See private tasks");
    const coWorkerCreatesFiles = await flag("Co-worker: Add files");
    expect(clientViewsTasks.checked).toBe(false);
    expect(coWorkerCreatesFiles.checked).toBe(true);
    fireEvent.click(clientViewsTasks);
    fireEvent.click(coWorkerCreatesFiles);
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    const expected = defaultCapabilities();
    expected.client.view_private_task = true;
    expected.co_worker.create_file = false;
    expect(saves[0]).toEqual([{ key: "capabilities", value: expected }]);
  });

  it("keeps Save Changes off while saving, and sends once", () =>
    expectOneSaveAtATime(serveFlags, () => flag("Client: Create tasks")));
});
