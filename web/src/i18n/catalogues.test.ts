import { describe, expect, it } from "vitest";
import { englishActivityCatalogue } from "./activity";
import { type Catalogues, flatten, translationProblems } from "./catalogue-check";
import { catalogues as german } from "./de";
import i18n from "./index";

/**
 * German is complete: every English text has its German one, with the same placeholders, plural forms and
 * markup, and no German text is still the English one unless it reads the same in German (ALLOWED_SAME).
 * English is read from what i18n/index.ts registers (common, the components', every feature's), so a catalogue
 * added anywhere is checked here without being named.
 */

/** Texts a German screen writes exactly as the English one: names, and words German uses as they are. */
const ALLOWED_SAME = new Set([
  "Cairn",
  "Slack",
  "Gantt",
  "GitHub / Bitbucket",
  "Webhooks",
  "Sprints",
  "Burndown",
  "Token",
  "Logo",
  "Labels",
  "Link",
  "Code",
  "Text",
  "Name",
  "Status",
  "Person",
  "Manager",
  "Administrator",
  "Board",
  "System",
  "Optional",
  "Mail",
  "Live",
  "Zoom",
  "Link (URL)",
  "Person {{n}}",
  "in {{column}}",
  "in {{project}}",
  "{{ms}} ms",
]);

function english(): Catalogues {
  const out: Catalogues = {};
  for (const ns of Object.keys(i18n.options.resources?.en ?? {}))
    out[ns] = flatten(i18n.getResourceBundle("en", ns) as Record<string, unknown>);
  out.activity = englishActivityCatalogue();
  return out;
}

const en = english();
const de: Catalogues = Object.fromEntries(Object.entries(german).map(([ns, tree]) => [ns, flatten(tree)]));

describe("the German catalogue", () => {
  it("covers every English namespace, the features', the components' and the activity sentences", () => {
    expect(Object.keys(en)).toEqual(expect.arrayContaining(["common", "tasks", "projects", "comments", "activity"]));
  });

  it("translates every English text, keeping placeholders, plural forms and markup", () => {
    expect(translationProblems(en, de, "de", ALLOWED_SAME)).toEqual([]);
  });

  it("allows no text to stay English that no catalogue uses any more", () => {
    const used = new Set(Object.values(en).flatMap((texts) => Object.values(texts)));
    expect([...ALLOWED_SAME].filter((text) => !used.has(text))).toEqual([]);
  });
});

describe("the check itself", () => {
  const source: Catalogues = {
    ns: { save: "Save", items_one: "{{count}} item", items_other: "{{count}} items", at: "At <b>{{place}}</b>" },
  };

  it("passes a full translation", () => {
    const full = {
      ns: {
        save: "Speichern",
        items_one: "{{count}} Eintrag",
        items_other: "{{count}} Einträge",
        at: "In <b>{{place}}</b>",
      },
    };
    expect(translationProblems(source, full, "de", new Set())).toEqual([]);
  });

  it("fails on a text left untranslated, a missing key or plural form, a lost placeholder or tag", () => {
    const broken = { ns: { save: "Save", items_one: "{{n}} Eintrag", at: "In {{place}}", stale: "Alt" } };
    expect(translationProblems(source, broken, "de", new Set())).toEqual([
      "ns:items_other is missing",
      "ns:stale is not in English",
      "ns:save is still English: “Save”",
      "ns:items_one “{{n}} Eintrag” fills in {{n}} where English has {{count}}",
      "ns:at “In {{place}}” fills in {{place}} where English has <b>,<b>,{{place}}",
    ]);
    expect(translationProblems(source, {}, "de", new Set())).toEqual(["ns: the namespace is missing"]);
  });

  it("lets a text stay as it is when it is allowed, or has no words", () => {
    const same = {
      ns: { save: "Save", items_one: "{{count}} item", items_other: "{{count}} Einträge", at: "In <b>{{place}}</b>" },
    };
    expect(translationProblems(source, same, "de", new Set(["Save", "{{count}} item"]))).toEqual([]);
  });
});
