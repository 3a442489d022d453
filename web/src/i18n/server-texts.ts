/**
 * The server's texts in the reader's language. Refusals and confirmations come from the API in English, the
 * words of @cairn/shared's message catalogues (the spec's among them), which the forms' own checks use too.
 * Each language other than English gives its version of each text (server-texts.de.ts, fetched with its
 * catalogue), keyed by the English words; a text the server filled in (`{count}`, `{{host}}`) is matched by
 * its shape and the values carried over. A text no catalogue knows (someone's own words) stays as it came.
 * It imports nothing: the API client uses it, and the boot script (src/boot.ts) bundles the client.
 */
type Pattern = { shape: RegExp; names: string[]; text: string };
type Table = { exact: Map<string, string>; patterns: Pattern[] };

const tables = new Map<string, Table>();
/** The language the app shows (i18n/index.ts sets it on every change of language). */
let shown = "en";

export function showServerTextsIn(language: string): void {
  shown = language;
}
const PLACEHOLDER = /\{\{(\w+)\}\}|\{(\w+)\}/g;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Makes `texts` (English → this language) the server texts of `language`. */
export function registerServerTexts(language: string, texts: Record<string, string>): void {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, text] of Object.entries(texts)) {
    exact.set(english, text);
    const names: string[] = [];
    let shape = "";
    let last = 0;
    for (const m of english.matchAll(PLACEHOLDER)) {
      shape += `${literally(english.slice(last, m.index))}(.+?)`;
      names.push(m[1] ?? m[2]);
      last = m.index + m[0].length;
    }
    if (names.length > 0)
      patterns.push({ shape: new RegExp(`^${shape}${literally(english.slice(last))}$`, "s"), names, text });
  }
  tables.set(language, { exact, patterns });
}

/** One text from the server (or from a shared schema's check) in the language the app shows. */
export function serverText(text: string): string {
  const table = tables.get(shown);
  if (!table) return text;
  const exact = table.exact.get(text);
  if (exact !== undefined) return exact;
  for (const { shape, names, text: translated } of table.patterns) {
    const found = shape.exec(text);
    if (!found) continue;
    return translated.replace(PLACEHOLDER, (whole, double?: string, single?: string) => {
      const at = names.indexOf((double ?? single) as string);
      return at >= 0 ? found[at + 1] : whole;
    });
  }
  return text;
}
