import ts from "typescript";

/**
 * The English texts the server sends people that are written inline rather than in @cairn/shared's message
 * catalogues: literals handed to the error helpers (server/src/core/http/errors.ts), to `written(...)`, and
 * to zod's checks (their message argument, their `{ error }` option). Used by server-texts.test.ts, which holds
 * German to all of them.
 */
const SENDING_CALLS = new Set([
  "invalidField",
  "unauthorized",
  "forbidden",
  "notFound",
  "conflict",
  "unprocessableField",
  "unprocessable",
  "tooLarge",
  "methodNotAllowed",
  "unsupportedMediaType",
  "notAcceptable",
  "tooManyRequests",
  "written",
  "AppError",
]);
/** zod's checks that take their message as an argument. */
const CHECK_CALLS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "email",
  "url",
  "refine",
  "int",
  "positive",
  "gte",
  "lte",
]);

/** A sentence for people: capitalised (or quoted), several words. */
const isSentence = (text: string) => /^[A-Z"“]/.test(text) && /\s/.test(text.trim()) && /\p{L}{2,}/u.test(text);

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
}

/**
 * The inline texts of one source file. A module's registration (`<module>/module.ts`) also gives the name and
 * description the Modules screen shows.
 */
export function inlineServerTexts(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const registration = file.endsWith("/module.ts");
  const visit = (node: ts.Node) => {
    if (
      registration &&
      ts.isPropertyAssignment(node) &&
      ["name", "description"].includes(node.name.getText(sf)) &&
      ts.isStringLiteral(node.initializer)
    )
      found.push(node.initializer.text);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isSentence(node.text)) {
      const parent = node.parent;
      const sent =
        (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
        (SENDING_CALLS.has(calleeName(parent)) || CHECK_CALLS.has(calleeName(parent)));
      const option = ts.isPropertyAssignment(parent) && ["error", "message"].includes(parent.name.getText(sf));
      if (sent || option) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The texts of a module's message catalogues: its exports named `…MESSAGES`, `…DONE`. */
export function catalogueTexts(mod: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") found.push(value);
    else if (value && typeof value === "object" && !Array.isArray(value)) Object.values(value).forEach(walk);
  };
  for (const [name, value] of Object.entries(mod)) if (/(^|_)(MESSAGES|DONE)$/.test(name)) walk(value);
  return found;
}
