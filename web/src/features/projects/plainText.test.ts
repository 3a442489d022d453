import { describe, expect, it } from "vitest";
import { plainText, textToHtml } from "./plainText";

describe("project descriptions", () => {
  it("round-trips plain text through the stored HTML", () => {
    const text = "First line\nsecond <b>line</b> & more\n\nNext paragraph";
    const html = textToHtml(text);
    expect(html).toBe("<p>First line<br>second &lt;b&gt;line&lt;/b&gt; &amp; more</p><p>Next paragraph</p>");
    expect(plainText(html)).toBe(text);
  });

  it("reads stored rich text as text", () => {
    expect(plainText("<p>Hello <strong>world</strong></p><ul><li>one</li></ul>")).toBe("Hello world\n\none");
    expect(plainText("")).toBe("");
    expect(textToHtml("   ")).toBe("");
  });
});
