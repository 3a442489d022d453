import { describe, expect, it } from "vitest";
import { htmlToSlack, slackLink } from "./markup";

describe("rich text as Slack markup", () => {
  it("turns links, emphasis, lists and blocks into Slack's markup and escapes the rest", () => {
    expect(
      htmlToSlack(
        '<p>See <a href="https://x.test/a?b=1&amp;c=2" target="_blank">the <b>spec</b></a> &amp; <em>notes</em></p><ul><li>one</li><li><s>two</s> <code>x&lt;y</code></li></ul>',
      ),
    ).toBe("See <https://x.test/a?b=1&c=2|the *spec*> &amp; _notes_\n\n• one\n• ~two~ `x&lt;y`");
  });

  it("keeps text that looks like Slack's own controls from acting as them", () => {
    expect(htmlToSlack("<p>&lt;!channel&gt; hi</p>")).toBe("&lt;!channel&gt; hi");
    expect(slackLink("https://c.test/t/1", "a|b <c>")).toBe("<https://c.test/t/1|a¦b &lt;c&gt;>");
  });
});
