import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { fieldRefusal, messageUnder, renderForm, submitButton } from "../../../test/form";
import { expectOneSaveAtATime, serveSettings } from "../../settings/serveSettings.testing";
import GeneralTab from "./GeneralTab";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const STORED = { task_start_field: true, daily_digest: true, logo: null, erp_integration: "0", locale: "en" };

/** The general settings as stored; each save's `settings` list is kept, and answered by `onSave`. */
function serveGeneral(onSave?: () => Promise<Response> | Response) {
  const saves = serveSettings(STORED, { onSave });
  renderForm(<GeneralTab />);
  return saves;
}

const checkbox = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("the general settings form", () => {
  it("saves every setting as the server stores it, the ERP switch as 1/0", async () => {
    const saves = serveGeneral();
    fireEvent.click(await screen.findByRole("checkbox", { name: /Enable Daily Digest/ }));
    fireEvent.click(checkbox(/Enable ERP integration/));
    expect(checkbox(/Enable Daily Digest/).checked).toBe(false);
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual([
      { key: "task_start_field", value: true },
      { key: "daily_digest", value: false },
      { key: "logo", value: null },
      { key: "erp_integration", value: "1" },
      { key: "locale", value: "en" },
    ]);
  });

  it("shows the server's refusal of a value under that setting's input", async () => {
    const refused = "Choose a language by its code (en, de-CH).";
    serveGeneral(() => fieldRefusal({ "settings.4.value": [refused] }));
    const language = await screen.findByRole("combobox", { name: /Workspace language/ });
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(messageUnder(language)).toBe(refused));
    expect(messageUnder(checkbox(/Enable Daily Digest/))).toBeUndefined();
  });

  it("keeps Save Changes off while saving, and sends once", () =>
    expectOneSaveAtATime(serveGeneral, () => screen.findByRole("checkbox", { name: /Enable Daily Digest/ })));
});
