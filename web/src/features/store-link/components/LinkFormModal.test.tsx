import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import type { StoreLink } from "../types";
import { LinkFormModal } from "./LinkFormModal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LINK = {
  id: 5,
  product_ids: ["woo-12"],
  project_id: 30,
  assignees: [
    { user_id: 7, role_id: 2 },
    { user_id: 8, role_id: 3 },
  ],
} as StoreLink;

/** The pickers' choices; each save's body is kept, and answered by `onSave`. */
function serveChoices(onSave: () => Promise<Response> | Response) {
  const saves: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "POST") {
      saves.push(JSON.parse(String(init.body)));
      return onSave();
    }
    if (url.includes("products")) return answer({ data: [{ id: "woo-12", name: "Website package" }] });
    if (url.includes("user-all-projects")) return answer({ data: [{ id: 30, title: "Website template" }] });
    return answer({
      data: [
        { id: 7, display_name: "Walt Worker", email: "walt@example.test" },
        { id: 8, display_name: "Cleo Client", email: "cleo@example.test" },
      ],
    });
  });
  return saves;
}

const saved = () => answer({ message: "The product link has been saved.", data: {} });
const products = () => screen.getByRole("combobox", { name: /Products/ });
const template = () => screen.getByRole("combobox", { name: /Template project/ });
const person = (n: number) => screen.getByRole("combobox", { name: `Person ${n}` });

describe("the product link form", () => {
  it("says under each picker what the server's rules and the form refuse, and sends nothing", async () => {
    const saves = serveChoices(saved);
    renderForm(<LinkFormModal link={null} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Add a person" }));
    fireEvent.click(submitButton("Save link"));
    expect(messageUnder(products())).toBe("Choose at least one product.");
    expect(messageUnder(template())).toBe("Choose the template project.");
    expect(messageUnder(person(1))).toBe("Choose a person, or remove the row.");
    expect(saves).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Remove person 1" }));
    expect(screen.queryByRole("combobox", { name: "Person 1" })).toBeNull();
  });

  it("shows the server's refusals of a product and a person under their pickers", async () => {
    serveChoices(() =>
      fieldRefusal({
        "product_ids.0": ["This product is linked to another template already."],
        "assignees.0.user_id": ["This user was not found."],
      }),
    );
    renderForm(<LinkFormModal link={LINK} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Save link" }));
    await vi.waitFor(() =>
      expect(messageUnder(products())).toBe("This product is linked to another template already."),
    );
    expect(messageUnder(person(1))).toBe("This user was not found.");
  });

  it("sends the edited link by ids, off while saving, and closes once saved", async () => {
    const write = heldWrite();
    const onClose = vi.fn();
    const saves = serveChoices(async () => {
      await write.promise;
      return saved();
    });
    renderForm(<LinkFormModal link={LINK} onClose={onClose} />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove person 1" }));
    expect((person(1) as HTMLInputElement).value).toBe("Cleo Client");
    fireEvent.click(submitButton("Save link"));
    fireEvent.click(submitButton("Save link"));
    await vi.waitFor(() => expect(submitButton("Save link").disabled).toBe(true));
    expect(saves).toEqual([{ product_ids: ["woo-12"], project_id: 30, assignees: [{ user_id: 8, role_id: 3 }] }]);
    write.settle();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
