/**
 * What text may hold. Two rules, the same on both sides:
 * - Everywhere: no NUL (PostgreSQL refuses it in text) and no half of a UTF-16 surrogate pair without the
 *   other (it has no UTF-8 form). Nobody types either; they come from broken clients or hostile ones.
 * - In single-line fields (titles, names): no control characters but tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const TEXT_MESSAGES = {
  unstorable: "Contains a character that cannot be stored (a NUL or a broken Unicode character).",
  control: "Must not contain control characters.",
} as const;

export const hasUnstorableCharacter = (text: string): boolean => UNSTORABLE.test(text);
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/**
 * Text from elsewhere (a provider's webhook) made storable instead of refused: unstorable characters go, and
 * in a single-line field control characters become spaces.
 */
export function toStorableText(text: string, singleLine = false): string {
  const stored = text.replace(new RegExp(UNSTORABLE.source, "g"), "");
  return singleLine ? stored.replace(new RegExp(CONTROL.source, "g"), " ").replace(/[\t\r\n]/g, " ") : stored;
}
