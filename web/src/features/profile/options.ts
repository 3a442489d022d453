/** Choices for the profile's time zone, first weekday and format locale, named in the reader's language. */
export function timeZoneOptions(current: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  const all = new Set(zones);
  all.add("UTC");
  if (current) all.add(current);
  return [...all].sort();
}

export function weekdayOptions(locale: string): { value: string; label: string }[] {
  const f = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 7 January 2024 was a Sunday: day 0 in the API's numbering.
  return Array.from({ length: 7 }, (_, i) => ({
    value: String(i),
    label: f.format(new Date(Date.UTC(2024, 0, 7 + i))),
  }));
}

const LOCALES = [
  "en-US",
  "en-GB",
  "de-DE",
  "fr-FR",
  "es-ES",
  "it-IT",
  "nl-NL",
  "pt-BR",
  "pl-PL",
  "sv-SE",
  "ja-JP",
  "zh-CN",
];

export function localeOptions(displayLocale: string, current: string | null): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([displayLocale], { type: "language" });
  } catch {
    names = null;
  }
  const codes = current && !LOCALES.includes(current) ? [...LOCALES, current] : LOCALES;
  return codes.map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` }));
}
