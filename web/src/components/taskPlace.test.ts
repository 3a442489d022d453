import { describe, expect, it } from "vitest";
import { taskPlace, titleWithPlace } from "./taskPlace";

describe("a task's place", () => {
  it("names the project and the list, leaving out what is missing", () => {
    expect(taskPlace({ project: "Apollo copy", list: "Backlog" })).toBe("Apollo copy · Backlog");
    expect(taskPlace({ list: "Backlog" })).toBe("Backlog");
    expect(taskPlace({ project: "Apollo", list: null })).toBe("Apollo");
    expect(taskPlace({ project: "", list: undefined })).toBe("");
  });

  it("follows the title on one line, or is the title alone", () => {
    expect(titleWithPlace("Design review", { project: "Apollo", list: "Backlog" })).toBe(
      "Design review — Apollo · Backlog",
    );
    expect(titleWithPlace("Design review", {})).toBe("Design review");
  });
});
