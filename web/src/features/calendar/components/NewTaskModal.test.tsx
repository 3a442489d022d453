import type { CalendarProjects } from "@cairn/shared";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import { NewTaskModal } from "./NewTaskModal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DAY = "2026-05-04";
const PROJECTS: CalendarProjects = {
  projects: [
    {
      id: 3,
      title: "Website",
      task_lists: { data: [{ id: 31, title: "Launch" }] },
      users: { data: [{ id: 7, display_name: "Mia Manager", avatar_url: null, role_id: 1 }] },
      meta: { can_create_task: true },
    },
  ],
  users: [],
  current_user_id: 7,
};

const renderPopup = (onClose = () => {}) =>
  renderForm(<NewTaskModal day={DAY} projects={PROJECTS} projectId={3} onClose={onClose} />);
const taskTitle = () => screen.getByRole("textbox", { name: /Task title/ });
const typeTitle = (value: string) => fireEvent.change(taskTitle(), { target: { value } });

describe("the calendar's New Task popup", () => {
  it("says under the title what the server's rules refuse, and sends nothing", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderPopup();
    typeTitle("x".repeat(256));
    fireEvent.click(submitButton("Create task"));
    expect(messageUnder(taskTitle())).toBe("Must be at most 255 characters.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the list under the list", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(fieldRefusal({ task_list_id: ["The task list was not found."] }));
    renderPopup();
    typeTitle("Plan the launch");
    fireEvent.click(submitButton("Create task"));
    await vi.waitFor(() =>
      expect(messageUnder(screen.getByRole("combobox", { name: /^Task list/ }))).toBe("The task list was not found."),
    );
  });

  it("sends the day's task once, with submit off while it is created, and closes once created", async () => {
    const write = heldWrite();
    const onClose = vi.fn();
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      await write.promise;
      return answer({ message: "A new task has been created.", data: { id: 90 } }, 201);
    });
    renderPopup(onClose);
    typeTitle("  Plan the launch ");
    fireEvent.click(submitButton("Create task"));
    fireEvent.click(submitButton("Create task"));
    await vi.waitFor(() => expect(submitButton("Create task").disabled).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/pm/v2/projects/3/tasks");
    expect(JSON.parse(String(init?.body))).toEqual({
      title: "Plan the launch",
      assignees: [7],
      task_list_id: 31,
      due_date: DAY,
    });
    write.settle();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
