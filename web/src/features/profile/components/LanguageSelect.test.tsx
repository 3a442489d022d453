import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Me } from "../../../api/types";
import { applyLanguage } from "../../../i18n";
import { answer, fieldRefusal, messageUnder, renderForm } from "../../../test/form";
import { LanguageSelect } from "./LanguageSelect";

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  // The web tests share one i18next: the next file reads English again.
  await applyLanguage("en");
});

const me = (language: Me["language"]): Me => ({
  id: 3,
  email: "lena@example.test",
  display_name: "Lena",
  avatar_url: null,
  timezone: null,
  week_start: 1,
  locale: null,
  language,
  time_format: null,
  capabilities: { manage: false, admin: false },
});

const pick = (label: string, option: string) => {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  fireEvent.click(screen.getByRole("option", { name: option }));
};

describe("the profile's language", () => {
  it("saves German as soon as it is picked, and the app speaks it at once", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(answer({ message: "The settings have been saved.", data: me("de") }));
    renderForm(<LanguageSelect me={me(null)} />);
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveProperty(
      "value",
      "The browser's language (English)",
    );
    pick("Language", "Deutsch");
    await vi.waitFor(() => expect(document.documentElement.lang).toBe("de"));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/auth/me");
    expect(JSON.parse(String(init?.body))).toEqual({ language: "de" });
    await screen.findByRole("combobox", { name: "Sprache" });
  });

  it("sends null for the browser's language, and nothing for the language already chosen", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(answer({ message: "The settings have been saved.", data: me(null) }));
    renderForm(<LanguageSelect me={me("en")} />);
    pick("Language", "English");
    expect(fetch).not.toHaveBeenCalled();
    pick("Language", "The browser's language (English)");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ language: null });
  });

  it("shows the server's refusal under the choice", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      fieldRefusal({ language: ["Choose a language the app offers: en (English) or de (Deutsch)."] }),
    );
    renderForm(<LanguageSelect me={me(null)} />);
    pick("Language", "Deutsch");
    const select = screen.getByRole("combobox", { name: "Language" });
    await vi.waitFor(() =>
      expect(messageUnder(select)).toBe("Choose a language the app offers: en (English) or de (Deutsch)."),
    );
  });
});
