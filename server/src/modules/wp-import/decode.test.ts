import { describe, expect, it } from "vitest";
import { dayOf, decodeEntities, phpValue, richText, siteClock, sourceId } from "./decode";

describe("the source's values as Cairn keeps them", () => {
  it("turns the site's wall-clock times into instants, in a named zone across summer time and at a fixed offset", () => {
    const berlin = siteClock("Europe/Berlin", "0");
    expect(berlin.local("2026-07-01 12:00:00")?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
    expect(berlin.local("2026-12-01 12:00:00")?.toISOString()).toBe("2026-12-01T11:00:00.000Z");
    // The hour after the spring change, and the one that happens twice in autumn: the source cannot say which
    // of the two it was; the later one is taken.
    expect(berlin.local("2026-03-29 03:30:00")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(berlin.local("2026-10-25 02:30:00")?.toISOString()).toBe("2026-10-25T01:30:00.000Z");
    const india = siteClock("", "5.5");
    expect(india.zone).toBe("+05:30");
    expect(india.local("2026-12-01 19:13:47")?.toISOString()).toBe("2026-12-01T13:43:47.000Z");
    expect(siteClock("", "-3").local("2026-12-01 00:00:00")?.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    // PHP's own clock (Carbon::now()) runs in UTC whatever the site's zone.
    expect(berlin.utc("2026-12-01 19:13:47")?.toISOString()).toBe("2026-12-01T19:13:47.000Z");
    expect(berlin.local("0000-00-00 00:00:00")).toBeNull();
    expect(berlin.local(null)).toBeNull();
    expect(siteClock("Not/AZone", "2").zone).toBe("+02:00");
  });

  it("keeps dates as days, ids as strings of digits", () => {
    expect(dayOf("2026-12-10 00:00:00")).toBe("2026-12-10");
    expect(dayOf("0000-00-00 00:00:00")).toBeNull();
    expect([sourceId("12"), sourceId(12), sourceId("0"), sourceId(null), sourceId("x")]).toEqual([
      "12",
      "12",
      null,
      null,
      null,
    ]);
  });

  it("decodes HTML entities in text, and PHP-serialized meta", () => {
    expect(decodeEntities("R&amp;D &#038; Q&#039;s &quot;plan&quot; &hellip; &#x1F600; &bogus;")).toBe(
      `R&D & Q's "plan" … 😀 &bogus;`,
    );
    expect(phpValue('a:2:{s:10:"task_title";s:9:"Für alle";s:7:"old_ids";a:1:{i:0;i:3;}}')).toEqual({
      task_title: "Für alle",
      old_ids: [3],
    });
    expect(phpValue("plain")).toBe("plain");
    expect(phpValue("a:1:{broken")).toBe("a:1:{broken");
  });

  it("gives plain text its paragraphs (as wpautop shows it) and sanitizes HTML as every Cairn write does", () => {
    expect(richText("First & second\nline\n\nNext")).toBe("<p>First &amp; second<br />line</p><p>Next</p>");
    expect(richText("<p>Rich <strong>HTML</strong></p><script>alert(1)</script>")).toBe(
      "<p>Rich <strong>HTML</strong></p>",
    );
    expect(richText("with <em>inline</em> markup")).toBe("<p>with <em>inline</em> markup</p>");
    expect(richText(null)).toBe("");
  });
});
