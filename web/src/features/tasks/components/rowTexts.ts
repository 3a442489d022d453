import type { TFunction } from "i18next";

/** Where a task's title goes in a text made once for the board (a character no title can contain). */
const SLOT = "\u0000";

/**
 * A text with a {{title}} slot, interpolated by i18next once and then filled by plain string joins: a board of a
 * hundred rows would otherwise run i18next's resolution and interpolation several hundred times.
 */
function withTitle(t: TFunction<"tasks">, key: string): (title: string) => string {
  const parts = t(key, { title: SLOT }).split(SLOT);
  return (title) => parts.join(title);
}

/** Every text a task row shows, in the reader's language, made once per board (and again if it changes). */
export type RowTexts = {
  complete: (title: string) => string;
  reopen: (title: string) => string;
  drag: (title: string) => string;
  actions: (title: string) => string;
  deleteMessage: (title: string) => string;
  comments: (count: number) => string;
  /** "2 of 5 sub-tasks done", the name of a row's sub-task chip. */
  subTasks: (done: number, total: number) => string;
  edit: string;
  delete: string;
  private: string;
};

export function rowTexts(t: TFunction<"tasks">): RowTexts {
  const comments = new Map<number, string>();
  const subTasks = withCounts(t("sub-tasks:chip", { done: SLOT, total: SLOT }));
  return {
    complete: withTitle(t, "row.complete"),
    reopen: withTitle(t, "row.reopen"),
    drag: withTitle(t, "row.drag"),
    actions: withTitle(t, "row.actions"),
    deleteMessage: withTitle(t, "row.deleteMessage"),
    comments: (count) => {
      let text = comments.get(count);
      if (text === undefined) {
        text = t("row.comments", { count });
        comments.set(count, text);
      }
      return text;
    },
    subTasks,
    edit: t("row.edit"),
    delete: t("row.delete"),
    private: t("common:private"),
  };
}

/** A text with {{done}} and {{total}} slots (in that order), filled by plain string joins. */
function withCounts(text: string): (done: number, total: number) => string {
  const [before = "", middle = "", after = ""] = text.split(SLOT);
  return (done, total) => `${before}${done}${middle}${total}${after}`;
}
