import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Snippet, snippetText } from "./snippet";

describe("a hit's snippet", () => {
  it("marks the matched words and shows escaped text as text, never as markup", () => {
    const { container } = render(<Snippet html="Buy <mark>balloons</mark> &amp; &lt;b&gt;cake&lt;/b&gt;" />);
    expect(container.innerHTML).toBe("Buy <mark>balloons</mark> &amp; &lt;b&gt;cake&lt;/b&gt;");
    expect(container.querySelectorAll("b")).toHaveLength(0);
    expect(container.textContent).toBe("Buy balloons & <b>cake</b>");
  });

  it("reads its plain text, to tell a title match", () => {
    expect(snippetText("<mark>Café</mark> &quot;Müller&quot; &#39;s")).toBe('Café "Müller" \'s');
  });
});
