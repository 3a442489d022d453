import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every date on screen goes through DateText's formatters (a day: "Dec 1, 2026"; a moment: its day and time in
 * the reader's locale, time zone and 12/24-hour clock). This reads the web app's sources and fails on a date
 * formatted anywhere else, so a raw "2026-12-01" or an "11/30/26" cannot come back unnoticed.
 */
const SRC = path.resolve(import.meta.dirname, "..");

/** Files that format dates themselves, each for a reason DateText's shapes do not cover. */
const OWN_FORMATS: Record<string, string> = {
  "components/DateText.tsx": "the formatters themselves",
  "features/calendar/period-title.ts": "a period's name (a month, a week's range through formatRange)",
  "features/progress/grouping.ts": "the spec's fixed day heading MMM DD YYYY, and a day key in a given zone",
  "features/profile/options.ts": "weekday names for the first-day-of-week choice",
  "features/profile/components/DetailsForm.tsx": "an example of the chosen locale's own long format",
};

const RULES: { name: string; pattern: RegExp; only?: RegExp }[] = [
  { name: "toLocaleDateString/toLocaleTimeString/toLocaleString", pattern: /\.toLocale(Date|Time)?String\(/ },
  { name: "a day cut from toISOString()", pattern: /toISOString\(\)\s*\.slice\(/, only: /\.tsx$/ },
  { name: "an Intl.DateTimeFormat of its own", pattern: /new Intl\.DateTimeFormat\(/ },
  { name: "a dateStyle/timeStyle of its own", pattern: /\b(dateStyle|timeStyle)\s*:/ },
  // dayjs/date-fns style patterns: format("YYYY-MM-DD"), format('MMM D'), format("HH:mm").
  { name: "a format string (YYYY, MM/DD, HH:mm)", pattern: /\.format\(\s*["'`][^"'`]*(YYYY|YY|MM|DD|HH|hh|mm)/ },
  { name: "a dayjs/date-fns formatter", pattern: /from "(dayjs|date-fns)[^"]*"/ },
  // A stored day or moment put on screen as it came ("2026-12-01"): `<Td>{invoice.due_date}</Td>`.
  {
    name: "a raw stored date in JSX",
    pattern: /(^|>)\s*\{[\w.?]+\.(date|due_date|start_at|achieve_date|completed_at|created_at|updated_at)\}\s*(<|$)/,
    only: /\.tsx$/,
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("dates on screen", () => {
  it("are formatted by DateText only", () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const rel = path.relative(SRC, file).split(path.sep).join("/");
      if (OWN_FORMATS[rel]) continue;
      // i18n/index.ts sets dayjs's locale for the date pickers (Mantine's inputs format with it), no text.
      if (rel === "i18n/index.ts") continue;
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        for (const rule of RULES) {
          if (rule.only && !rule.only.test(rel)) continue;
          if (rule.pattern.test(line)) found.push(`${rel}:${i + 1} ${rule.name}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("knows every file it lets format dates itself", () => {
    for (const rel of Object.keys(OWN_FORMATS)) expect(sources(SRC).map((f) => path.relative(SRC, f))).toContain(rel);
  });
});
