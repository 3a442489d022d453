import { describe, expect, it } from "vitest";
import { attachedHref, folderHref, itemHref } from "./links";

describe("files-area links", () => {
  it("opens a folder as its list and every other item as a modal over the folder shown", () => {
    expect(folderHref(3, 0)).toBe("/projects/3/files/0");
    expect(itemHref(3, 7, { id: 9, type: "folder" })).toBe("/projects/3/files/9");
    expect(itemHref(3, 7, { id: 10, type: "doc" })).toBe("/projects/3/files/7/doc/10");
    expect(itemHref(3, 7, { id: 11, type: "link" })).toBe("/projects/3/files/7/link/11");
    expect(itemHref(3, 7, { id: 12, type: "pro_file" })).toBe("/projects/3/files/7/files/12");
    expect(itemHref(3, 0, { id: 13, type: "file" })).toBe("/projects/3/files/0/files/13");
  });

  it("links an attachment to the item it is attached to", () => {
    expect(attachedHref(3, { type: "task", id: 5, title: "T", task_list_id: 2 })).toBe(
      "/projects/3/task-lists/tasks/5",
    );
    expect(attachedHref(3, { type: "task_list", id: 2, title: "L" })).toBe("/projects/3/task-lists/2");
    expect(attachedHref(3, { type: "discussion_board", id: 4, title: "D" })).toBe("/projects/3/discussions/4");
    expect(attachedHref(3, { type: "milestone", id: 6, title: "M" })).toBe("/projects/3/milestones");
  });

  it("links a comment's attachment to the item the comment is on", () => {
    const comment = { type: "comment" as const, id: 8, title: "C" };
    expect(attachedHref(3, { ...comment, commentable: { type: "task", id: 5 } })).toBe(
      "/projects/3/task-lists/tasks/5",
    );
    expect(attachedHref(3, { ...comment, commentable: { type: "discussion_board", id: 4 } })).toBe(
      "/projects/3/discussions/4",
    );
    expect(attachedHref(3, { ...comment, commentable: { type: "file", id: 12 } })).toBe("/projects/3/files/0/files/12");
    expect(attachedHref(3, comment)).toBe("#");
  });
});
