/**
 * How a translation is held to its English catalogue (catalogues.test.ts): the same keys, each language's own
 * plural forms, the same placeholders, nested keys and markup, and no text left in English unless it reads the
 * same in that language (`allowedSame`).
 */
export type Texts = Record<string, string>;
export type Catalogues = Record<string, Texts>;

/** A catalogue as flat "a.b.c" keys (the activity sentences' keys already hold dots and stay as they are). */
export function flatten(tree: Record<string, unknown>, prefix = "", out: Texts = {}): Texts {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") flatten(value as Record<string, unknown>, path, out);
    else out[path] = String(value);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Placeholders ({{name}}, {{n, number}}), nested keys ($t(...)) and markup tags (<item>, <0>), sorted. */
export const tokens = (text: string) =>
  [
    ...[...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\$t\(([^)]+)\)/g)].map((m) => `$t(${m[1]})`),
    ...[...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`),
  ].sort();

/** Whether a text has words of its own (not only placeholders, numbers and symbols). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ""));

/** Everything that keeps `theirs` (in `language`) from being a full translation of `en`, one line each. */
export function translationProblems(
  en: Catalogues,
  theirs: Catalogues,
  language: string,
  allowedSame: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const ns of Object.keys(theirs)) if (!(ns in en)) problems.push(`${ns}: a namespace English lacks`);
  for (const [ns, texts] of Object.entries(en)) {
    const translated = theirs[ns];
    if (!translated) {
      problems.push(`${ns}: the namespace is missing`);
      continue;
    }
    const expected = new Set<string>();
    for (const key of Object.keys(texts)) {
      if (PLURAL.test(key)) for (const form of forms) expected.add(key.replace(PLURAL, `_${form}`));
      else expected.add(key);
    }
    for (const key of expected) if (!(key in translated)) problems.push(`${ns}:${key} is missing`);
    for (const key of Object.keys(translated)) if (!expected.has(key)) problems.push(`${ns}:${key} is not in English`);
    for (const [key, text] of Object.entries(texts)) {
      const their = translated[key];
      if (their === undefined) continue;
      if (their.trim() === "" && text.trim() !== "") problems.push(`${ns}:${key} is empty`);
      else if (tokens(their).join() !== tokens(text).join())
        problems.push(`${ns}:${key} “${their}” fills in ${tokens(their)} where English has ${tokens(text)}`);
      if (their === text && hasWords(text) && !allowedSame.has(text))
        problems.push(`${ns}:${key} is still English: “${text}”`);
    }
  }
  return problems;
}
