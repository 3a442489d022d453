import { describe, expect, it } from "vitest";
import { isLanguage, pickLanguage } from "./languages";

describe("the browser's language", () => {
  it("is the first preferred language the app is written in, region and case aside", () => {
    expect(pickLanguage(["de-AT", "en-US"])).toBe("de");
    expect(pickLanguage(["fr-FR", "DE_ch", "en"])).toBe("de");
    expect(pickLanguage(["en-GB", "de"])).toBe("en");
  });

  it("is English when none of them is one the app is written in", () => {
    expect(pickLanguage(["fr", "ja-JP"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
  });

  it("names only the app's languages as languages", () => {
    expect(isLanguage("de")).toBe(true);
    for (const value of ["de-DE", "fr", "", null, 1]) expect(isLanguage(value)).toBe(false);
  });
});
