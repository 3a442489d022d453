/**
 * The languages the web app is written in (issue 46 point 9). A user's profile may name one; none (null)
 * follows the browser's. Kept apart from the schemas so the first screen can read it without zod.
 */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as the profile's choice shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", de: "Deutsch" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the browser's preferred languages (navigator.languages, best first) that the app is written in:
 * "de-AT" reads as German; none of them, English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

export const LANGUAGE_MESSAGES = {
  unknown: "Choose a language the app offers: en (English) or de (Deutsch).",
} as const;
