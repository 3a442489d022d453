import i18n from "i18next";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { rowTexts } from "./rowTexts";

describe("rowTexts", () => {
  const t = i18n.getFixedT("en", "tasks");
  const texts = rowTexts(t);

  it("gives the same texts as i18next itself, for any title", () => {
    for (const title of ["Sketch the logo", "A {{title}} in braces", "Ünïcödé & <tags>", ""]) {
      expect(texts.complete(title)).toBe(t("row.complete", { title }));
      expect(texts.reopen(title)).toBe(t("row.reopen", { title }));
      expect(texts.drag(title)).toBe(t("row.drag", { title }));
      expect(texts.actions(title)).toBe(t("row.actions", { title }));
      expect(texts.deleteMessage(title)).toBe(t("row.deleteMessage", { title }));
    }
    expect(texts.complete("Sketch the logo")).toBe("Mark “Sketch the logo” complete");
  });

  it("keeps the plural forms of the comment count", () => {
    expect(texts.comments(1)).toBe("1 comment");
    expect(texts.comments(3)).toBe("3 comments");
    expect(texts.comments(1)).toBe(t("row.comments", { count: 1 }));
  });

  it("names a row's sub-task chip as i18next does", () => {
    expect(texts.subTasks(2, 5)).toBe("2 of 5 sub-tasks done");
    expect(texts.subTasks(0, 12)).toBe(t("sub-tasks:chip", { done: 0, total: 12 }));
  });
});
