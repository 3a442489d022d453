import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "../../../api/types";
import "../../../i18n";
import { answer, fieldRefusal, messageUnder, renderForm } from "../../../test/form";
import type { Task } from "../../tasks/types";
import type { CustomField } from "../api";
import { TaskCustomFields } from "./TaskCustomFields";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const project = { id: 3, assignees: { data: [] } } as unknown as Project;
const field = (id: number, name: string, type: CustomField["type"], required = false): CustomField => ({
  id,
  project_id: 3,
  name,
  type,
  options: [],
  required,
  default: null,
  show_on_card: false,
  order: id,
});
const FIELDS = [field(8, "Points", "text", true), field(9, "Site", "url")];
const task = {
  id: 50,
  meta: { can_edit: true },
  custom_fields: { data: [{ id: 8, value: "3" }] },
} as unknown as Task;

/** The project's fields as read; each task update's body is kept, answered `update`. */
function serve(update: () => Response = () => answer({ message: "The task has been updated.", data: task })) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "POST") {
      sent.push(JSON.parse(String(init.body)));
      return update();
    }
    if (url.includes("/custom-fields")) return answer({ data: FIELDS });
    return answer({ data: [] });
  });
  renderForm(<TaskCustomFields task={task} project={project} />);
  return sent;
}

const input = (name: string) => screen.findByRole("textbox", { name: new RegExp(`^${name}`) });
async function leave(name: string, value: string) {
  const box = await input(name);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box, { target: { value } });
  return box;
}

describe("a task's custom fields", () => {
  it("says under a value what its field's rules refuse, sends nothing, and hides it once edited", async () => {
    const sent = serve();
    const site = await leave("Site", "not a link");
    expect(messageUnder(site)).toBe("Enter a web address starting with http:// or https://.");
    const points = await leave("Points", " ");
    expect(messageUnder(points)).toBe("This field is required.");
    expect(sent).toEqual([]);
    fireEvent.change(site, { target: { value: "https://example.com" } });
    expect(messageUnder(site)).toBeUndefined();
    expect(messageUnder(points)).toBe("This field is required.");
  });

  it("saves one value as stored, while another field's refused value waits", async () => {
    const sent = serve();
    await leave("Site", "not a link");
    await leave("Points", "  5 ");
    await vi.waitFor(() => expect(sent).toEqual([{ custom_fields: { 8: "5" } }]));
    expect(messageUnder(await input("Site"))).toBe("Enter a web address starting with http:// or https://.");
  });

  it("shows the server's refusal of a value under its input", async () => {
    const foreign = "This field does not belong to the task's project.";
    serve(() => fieldRefusal({ "custom_fields.9": [foreign] }));
    const site = await leave("Site", "https://example.com");
    await vi.waitFor(() => expect(messageUnder(site)).toBe(foreign));
  });
});
