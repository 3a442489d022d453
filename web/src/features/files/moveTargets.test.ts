import { describe, expect, it } from "vitest";
import { canMoveSomewhere, moveTargets, subtreeOf } from "./moveTargets";

// 1 Plans ─ 2 Drafts ─ 4 Old;  3 Photos
const folders = [
  { id: 4, title: "Old", parent: 2 },
  { id: 1, title: "Plans", parent: 0 },
  { id: 2, title: "Drafts", parent: 1 },
  { id: 3, title: "Photos", parent: 0 },
];

describe("move targets", () => {
  it("finds a folder's whole subtree whatever the order of the list", () => {
    expect([...subtreeOf(1, folders)].sort()).toEqual([1, 2, 4]);
    expect([...subtreeOf(3, folders)]).toEqual([3]);
  });

  it("never offers a folder itself, its descendants or the folder it is in", () => {
    const targets = moveTargets({ id: 2, type: "folder", parent: 1 }, folders);
    expect(targets.folders.map((f) => f.id)).toEqual([3]);
    expect(targets.topLevel).toBe(true);
  });

  it("offers a file every folder but its own, and the top level only from inside a folder", () => {
    expect(moveTargets({ id: 9, type: "doc", parent: 0 }, folders).folders.map((f) => f.id)).toEqual([4, 1, 2, 3]);
    expect(moveTargets({ id: 9, type: "doc", parent: 0 }, folders).topLevel).toBe(false);
    expect(moveTargets({ id: 9, type: "pro_file", parent: 3 }, folders).folders.map((f) => f.id)).toEqual([4, 1, 2]);
  });

  it("offers no move when no other folder exists", () => {
    expect(canMoveSomewhere({ id: 1, type: "folder", parent: 0 }, [{ id: 1, title: "Only", parent: 0 }])).toBe(false);
    expect(canMoveSomewhere({ id: 9, type: "doc", parent: 0 }, [])).toBe(false);
    expect(canMoveSomewhere({ id: 9, type: "doc", parent: 0 }, [{ id: 1, title: "Only", parent: 0 }])).toBe(true);
    expect(canMoveSomewhere({ id: 9, type: "doc", parent: 1 }, [{ id: 1, title: "Only", parent: 0 }])).toBe(true);
  });
});
