import { afterEach, describe, expect, it } from "vitest";
import { tokens } from "./catalogue-check";
import { serverTexts } from "./de";
import i18n from "./index";
import { catalogueTexts, inlineServerTexts } from "./server-text-scan";
import { registerServerTexts, serverText } from "./server-texts";

/**
 * Every text the server sends people has its German version (server-texts.de.ts): the texts of @cairn/shared's
 * message catalogues, read from the modules themselves, and those written inline in the shared schemas and the
 * server's sources (server-text-scan.ts). A German text whose English one is gone fails too.
 */
const sharedModules = import.meta.glob<Record<string, unknown>>(
  ["../../../packages/shared/src/**/*.ts", "!../../../packages/shared/src/**/*.test.ts"],
  { eager: true },
);
const schemaSources = import.meta.glob<string>(
  ["../../../packages/shared/src/**/*.ts", "!../../../packages/shared/src/**/*.test.ts"],
  { query: "?raw", import: "default", eager: true },
);
const serverSources = import.meta.glob<string>(
  [
    "../../../server/src/**/*.ts",
    "!../../../server/src/**/*.test.ts",
    "!../../../server/src/**/*.testing.ts",
    "!../../../server/src/test/**",
    "!../../../server/src/fuzz/**",
    "!../../../server/src/scripts/**",
  ],
  { query: "?raw", import: "default", eager: true },
);

function englishServerTexts(): Set<string> {
  const texts = new Set<string>();
  for (const mod of Object.values(sharedModules)) for (const text of catalogueTexts(mod)) texts.add(text);
  for (const [file, source] of Object.entries(schemaSources))
    for (const text of inlineServerTexts(file, source)) texts.add(text);
  for (const [file, source] of Object.entries(serverSources))
    for (const text of inlineServerTexts(file, source)) texts.add(text);
  return texts;
}

describe("the server's texts in German", () => {
  const english = englishServerTexts();

  it("reads the catalogues and the sources (the globs found them)", () => {
    expect(english.size).toBeGreaterThan(400);
    expect(english).toContain("The settings have been saved.");
    expect(english).toContain("Enter your current password.");
    expect(english).toContain("Password must be at least 8 characters.");
  });

  it("has every English text, with the same placeholders, and none whose English is gone", () => {
    const missing = [...english].filter((text) => !(text in serverTexts));
    const stale = Object.keys(serverTexts).filter((text) => !english.has(text));
    const refilled = Object.entries(serverTexts)
      .filter(
        ([en, de]) =>
          tokens(en.replace(/\{(\w+)\}/g, "{{$1}}")).join() !== tokens(de.replace(/\{(\w+)\}/g, "{{$1}}")).join(),
      )
      .map(([en, de]) => `${en} → ${de}`);
    expect({ missing, stale, refilled }).toEqual({ missing: [], stale: [], refilled: [] });
  });

  it("translates: no German text is still the English one, but the names German uses as they are", () => {
    const sameInGerman = new Set(["Slack", "Sprints", "Webhooks"]);
    expect(Object.entries(serverTexts).filter(([en, de]) => en === de && !sameInGerman.has(en))).toEqual([]);
  });
});

describe("serverText", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("gives the reader's language, filling in what the server filled in, and leaves unknown texts as they are", async () => {
    registerServerTexts("xx", {
      "The settings have been saved.": "Saved (xx).",
      "Each file must be at most {mb} MB.": "At most {mb} MB (xx).",
      "Test message sent to {{host}}.": "Sent to {{host}} (xx).",
    });
    expect(serverText("The settings have been saved.")).toBe("The settings have been saved.");
    await i18n.changeLanguage("xx");
    expect(serverText("The settings have been saved.")).toBe("Saved (xx).");
    expect(serverText("Each file must be at most 50 MB.")).toBe("At most 50 MB (xx).");
    expect(serverText("Test message sent to hooks.slack.com.")).toBe("Sent to hooks.slack.com (xx).");
    expect(serverText("Someone's own words.")).toBe("Someone's own words.");
  });
});
