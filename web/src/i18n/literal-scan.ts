import ts from "typescript";

/**
 * Finds user-visible text written straight into JSX instead of coming from t(): text between tags, string
 * literals given to the props people read or hear (aria-label, title, placeholder, label, ...), and literals
 * a JSX expression shows as they are (`{on ? "On" : "Off"}`). Used by untranslated.test.ts only.
 */

/** Props whose value is read or heard by people. */
export const TEXT_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "label",
  "description",
  "alt",
  "error",
  "nothingFoundMessage",
  "confirmLabel",
  "cancelLabel",
  "tooltip",
]);

/**
 * Texts that are not language: symbols and numbers (no two letters in a row), addresses shown as examples of a
 * format ("https://…"), and the few format masks that read the same in every language.
 */
const EXAMPLE_ADDRESS = /^[a-z][a-z0-9+.-]*:\/\//;
export const ALLOWED_LITERALS = new Set(["XXXX-XXXX-XXXX"]);

export type Finding = { file: string; line: number; kind: "text" | "prop" | "child"; text: string };

const isLanguage = (text: string) => {
  const t = text.trim();
  return /\p{L}{2,}/u.test(t) && !ALLOWED_LITERALS.has(t) && !EXAMPLE_ADDRESS.test(t);
};

/** The literal parts of an expression as it would be shown: both arms of a condition, fallbacks, templates. */
function shownLiterals(node: ts.Expression, out: string[]): void {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    shownLiterals(node.expression, out);
    return;
  }
  if (ts.isConditionalExpression(node)) {
    shownLiterals(node.whenTrue, out);
    shownLiterals(node.whenFalse, out);
    return;
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
      shownLiterals(node.right, out);
      return;
    }
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    ) {
      shownLiterals(node.left, out);
      shownLiterals(node.right, out);
    }
    return;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push(node.text);
    return;
  }
  if (ts.isTemplateExpression(node)) {
    // Only the written parts: `${t("x")} (${n})` shows no words of its own.
    out.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" "));
  }
}

/** Every finding in one file's source. */
export function scanSource(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const add = (node: ts.Node, kind: Finding["kind"], text: string) => {
    if (isLanguage(text)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      findings.push({ file, line, kind, text: text.trim() });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, "text", node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && TEXT_PROPS.has(node.name.getText(sf))) {
      const init = node.initializer;
      const texts: string[] = [];
      if (ts.isStringLiteral(init)) texts.push(init.text);
      else if (ts.isJsxExpression(init) && init.expression) shownLiterals(init.expression, texts);
      for (const text of texts) add(node, "prop", text);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const texts: string[] = [];
      shownLiterals(node.expression, texts);
      for (const text of texts) add(node, "child", text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}
