import { describe, expect, it } from "vitest";
import { scanSource } from "./literal-scan";

/**
 * No user-visible text bypasses i18next: every .tsx file of the app is read as written (Vite's raw import) and
 * its JSX checked for text nodes and literals in the props people read (literal-scan.ts).
 */
const sources = import.meta.glob<string>(["../**/*.tsx", "!../**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("texts written into the JSX", () => {
  it("reads the app's components (the glob found them)", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("are none: every visible text comes from t()", () => {
    const findings = Object.entries(sources).flatMap(([file, source]) => scanSource(file, source));
    expect(findings.map((f) => `${f.file.replace("../", "web/src/")}:${f.line} ${f.kind} “${f.text}”`)).toEqual([]);
  });

  it("finds text nodes, text props and shown literals, and lets symbols, t() and example addresses pass", () => {
    const sample = `
      export const A = ({ on, n }: { on: boolean; n: number }) => (
        <div title="Hello there" aria-label={t("x")}>
          Save the file
          <input placeholder={on ? "Your name" : t("y")} />
          <img alt={\`Picture \${n}\`} />
          {on ? "On" : "Off"}
          {n} · — {"→"} {\`\${n}/\${n}\`}
          <input placeholder="https://example.com" label={t("z", { n })} />
          <span aria-label={\`\${t("open")} (\${n})\`}>K</span>
        </div>
      );`;
    const found = scanSource("sample.tsx", sample).map((f) => `${f.kind}:${f.text}`);
    expect(found).toEqual([
      "prop:Hello there",
      "text:Save the file",
      "prop:Your name",
      "prop:Picture",
      "child:On",
      "child:Off",
    ]);
  });
});
