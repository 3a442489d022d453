import { describe, expect, it } from "vitest";
import {
  ACTIVITY_RESOURCES,
  ACTIVITY_TEMPLATES,
  ACTIVITY_UPDATE_FIELDS,
  type ActivityResource,
  activitySentence,
  activityText,
  COMMENT_TARGETS,
} from "./activity-text";

const actor = { data: { display_name: "Ada" } };
const resources = Object.keys(ACTIVITY_RESOURCES) as ActivityResource[];

describe("activitySentence", () => {
  it("gives every create, delete and update_<field> action its own template with no empty placeholder", () => {
    for (const resource of resources) {
      for (const action of [`create_${resource}`, `delete_${resource}`]) {
        const s = activitySentence({ action, actor, meta: { title: "Thing" } });
        expect(s.key, action).not.toBe("activity.unknown");
        expect(ACTIVITY_TEMPLATES[s.key], action).toBeTruthy();
      }
      for (const field of ACTIVITY_UPDATE_FIELDS[resource]) {
        const action = `update_${resource}_${field}`;
        const s = activitySentence({ action, actor, meta: { title: "Thing", old: 0, new: 1 } });
        expect(s.key, action).toBe(`activity.${resource}.update.${field}`);
        const text = activityText({ action, actor, meta: { title: "Thing", old: 0, new: 1 } });
        expect(text, action).toMatch(/^Ada (changed|updated|renamed) /);
        expect(text, action).not.toMatch(/\{|\s\s| \.$/);
      }
    }
  });

  it("covers the original's task fields, including the two it left blank", () => {
    const fields = [
      "title",
      "description",
      "estimation",
      "start_at_date",
      "due_date",
      "complexity",
      "priority",
      "payable_status",
      "recurrent",
      "status",
    ];
    for (const field of fields) expect(ACTIVITY_UPDATE_FIELDS.task).toContain(field);
    expect(
      activityText({
        action: "update_task_start_at_date",
        actor,
        meta: { task_title: "Ship", old: null, new: "2026-12-01" },
      }),
    ).toBe("Ada changed the start date of the task Ship from none to 2026-12-01.");
    expect(
      activityText({
        action: "update_task_payable_status",
        actor,
        meta: { task_title: "Ship", old: false, new: true },
      }),
    ).toBe("Ada changed the payable status of the task Ship from not payable to payable.");
  });

  it("writes codes as words", () => {
    expect(activityText({ action: "update_task_status", actor, meta: { task_title: "Ship", old: 0, new: 1 } })).toBe(
      "Ada changed the status of the task Ship from incomplete to complete.",
    );
    expect(activitySentence({ action: "update_task_priority", meta: { old: 0, new: 2 } }).params).toMatchObject({
      old: "low",
      new: "high",
    });
    expect(activitySentence({ action: "update_task_estimation", meta: { old: 90, new: 5 } }).params).toMatchObject({
      old: "1:30",
      new: "0:05",
    });
    expect(activitySentence({ action: "update_project_status", meta: { old: 0, new: 3 } }).params.new).toBe("archived");
  });

  it("reads task_list actions as the list, not as a task", () => {
    expect(activitySentence({ action: "update_task_list_title", meta: { old: "A", new: "B" } }).key).toBe(
      "activity.task_list.update.title",
    );
    expect(activitySentence({ action: "create_task_list", meta: { list_title: "Backlog" } })).toEqual({
      key: "activity.task_list.create",
      params: { actor: "Someone", project: "", title: "Backlog" },
    });
  });

  it("covers comments and replies on every target, in the original's spelling too", () => {
    for (const target of Object.keys(COMMENT_TARGETS)) {
      for (const prefix of ["", "create_", "update_", "delete_"]) {
        for (const reply of ["", "reply_"]) {
          const action = `${prefix}${reply}comment_on_${target}`;
          const s = activitySentence({ action, actor, meta: { title: "Thing" } });
          expect(s.key, action).not.toBe("activity.unknown");
          expect(ACTIVITY_TEMPLATES[s.key], action).toBeTruthy();
        }
      }
    }
    expect(activityText({ action: "create_comment_on_task", actor, meta: { task_title: "Ship" } })).toBe(
      "Ada commented on the task Ship.",
    );
  });

  it("covers duplicates and the project's own actions", () => {
    expect(
      activityText({
        action: "duplicate_project",
        actor,
        meta: { old_project_id: 1, old_project_title: "Apollo", project_title_new: "Apollo copy" },
      }),
    ).toBe("Ada duplicated the project Apollo as Apollo copy.");
    expect(activitySentence({ action: "duplicate_list", meta: { old_title: "A", list_title: "A copy" } }).key).toBe(
      "activity.task_list.duplicate",
    );
    expect(activityText({ action: "create_project", actor, meta: { project_title: "Apollo" } })).toBe(
      "Ada created the project Apollo.",
    );
    expect(activityText({ action: "update_project_members", actor, meta: { project_title: "Apollo" } })).toBe(
      "Ada changed the members of the project Apollo.",
    );
  });

  it("words the workspace's own changes: modules, licence, departments, general settings", () => {
    const text = (action: string, meta: Record<string, unknown>) => activityText({ action, actor, meta });
    expect(text("deactivate_module", { module: "files", title: "Files" })).toBe("Ada switched off the module Files.");
    expect(text("activate_module", { module: "files", title: "Files" })).toBe("Ada switched on the module Files.");
    expect(text("activate_license", { email: "a@b.test", plan: "pro" })).toBe(
      "Ada activated the license for a@b.test.",
    );
    expect(text("delete_license", { email: "a@b.test" })).toBe("Ada deleted the license for a@b.test.");
    expect(text("create_department", { title: "R&D" })).toBe("Ada created the department R&D.");
    expect(text("update_department_title", { title: "Lab", old: "R&D", new: "Lab" })).toBe(
      "Ada changed the title of the department Lab from R&D to Lab.",
    );
    expect(text("update_department_lead", { title: "Lab", old: null, new: "Amy" })).toBe(
      "Ada changed the lead of the department Lab from none to Amy.",
    );
    expect(text("update_department_members", { title: "Lab", added: ["Amy"], removed: [] })).toBe(
      "Ada changed the members of the department Lab.",
    );
    expect(text("delete_department", { title: "Lab" })).toBe("Ada deleted the department Lab.");
    expect(text("update_settings", { keys: ["logo"] })).toBe("Ada changed the general settings.");
    // A project's department is still the project's field, not the department's.
    expect(activitySentence({ action: "update_project_department", meta: {} }).key).toBe(
      "activity.project.update.department",
    );
  });

  it("never answers an empty sentence for an action it does not know", () => {
    expect(activityText({ action: "frobnicate_widget", actor })).toBe("Ada made a change: frobnicate widget.");
    expect(activitySentence({ action: "update_task_colour", meta: { task_title: "Ship" } }).key).toBe(
      "activity.task.update",
    );
  });

  it("has a template for every key it can produce", () => {
    for (const template of Object.values(ACTIVITY_TEMPLATES)) expect(template).toMatch(/\{actor\}/);
  });

  it("says what happened in plain past tense (issue 46): no 'has created', no 'titled as'", () => {
    for (const [key, template] of Object.entries(ACTIVITY_TEMPLATES)) {
      expect(template, key).not.toMatch(/\{actor\} has |titled as|, \{title\},/);
    }
    expect(activityText({ action: "create_task", actor, meta: { task_title: "Ship" } })).toBe(
      "Ada created the task Ship.",
    );
    expect(activityText({ action: "update_task_title", actor, meta: { task_title: "B", old: "A", new: "B" } })).toBe(
      "Ada renamed the task A to B.",
    );
  });

  it("names the item when its meta holds no title: the feed's project, else its number", () => {
    const settings = { action: "update_project_settings", actor, resource_type: "project", resource_id: 7, meta: {} };
    expect(activityText({ ...settings, project: { data: { title: "Apollo" } } })).toBe(
      "Ada changed the settings of the project Apollo.",
    );
    expect(activityText(settings)).toBe("Ada changed the settings of the project #7.");
    expect(activityText({ action: "update_project", actor, resource_type: "project", resource_id: 7, meta: {} })).toBe(
      "Ada updated the project #7.",
    );
    expect(
      activityText({ action: "create_comment_on_project", actor, meta: {}, project: { data: { title: "Apollo" } } }),
    ).toBe("Ada commented on the project Apollo.");
  });
});
