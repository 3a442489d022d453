import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/client";
import type { Project } from "../../../api/types";
import "../../../i18n";
import { heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import type { FieldInput } from "../api";
import { FieldForm } from "./FieldForm";

afterEach(cleanup);

const project = { id: 3, assignees: { data: [] } } as unknown as Project;

/** The form as the settings tab holds it: pending while its write runs, as a mutation is. */
function Harness({ onSubmit, onDone }: { onSubmit: (input: FieldInput) => Promise<unknown>; onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const write = async (input: FieldInput) => {
    setPending(true);
    try {
      return await onSubmit(input);
    } finally {
      setPending(false);
    }
  };
  return <FieldForm project={project} onSubmit={write} pending={pending} error={null} onDone={onDone} />;
}

function renderFieldForm(onSubmit: (input: FieldInput) => Promise<unknown>) {
  const onDone = vi.fn();
  renderForm(<Harness onSubmit={onSubmit} onDone={onDone} />);
  return { onDone };
}

const name = () => screen.getByRole("textbox", { name: /Field name/ });
const typeName = (value: string) => fireEvent.change(name(), { target: { value } });
function chooseType(label: string) {
  fireEvent.click(screen.getByRole("combobox", { name: "Type" }));
  fireEvent.click(screen.getByRole("option", { name: label }));
}

describe("the custom field form", () => {
  it("says a dropdown's missing name and options at once, with the server's messages, and sends nothing", () => {
    const onSubmit = vi.fn(async () => undefined);
    renderFieldForm(onSubmit);
    chooseType("Dropdown");
    fireEvent.click(submitButton("Add field"));
    expect(messageUnder(name())).toBe("Field name is required.");
    expect(messageUnder(screen.getByRole("combobox", { name: /Options/ }))).toBe("Give at least one option.");
    expect(onSubmit).not.toHaveBeenCalled();
    typeName("Severity");
    expect(messageUnder(name())).toBeUndefined();
  });

  it("asks a required field for its default in the server's words", () => {
    const onSubmit = vi.fn(async () => undefined);
    renderFieldForm(onSubmit);
    typeName("Points");
    chooseType("Number");
    fireEvent.click(screen.getByRole("checkbox", { name: "Required" }));
    fireEvent.click(submitButton("Add field"));
    expect(messageUnder(screen.getByRole("textbox", { name: /Default value/ }))).toBe(
      "A required field needs a default value: new tasks take it.",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the name under the name, and stays open", async () => {
    const taken = "The project already has a field of this name.";
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, "rest_invalid_param", [taken], { name: [taken] });
    });
    const { onDone } = renderFieldForm(onSubmit);
    typeName("Severity");
    fireEvent.click(submitButton("Add field"));
    await vi.waitFor(() => expect(messageUnder(name())).toBe(taken));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("sends the definition once, as stored, with submit off while it is saved", async () => {
    const write = heldWrite();
    const onSubmit = vi.fn((_input: FieldInput) => write.promise);
    const { onDone } = renderFieldForm(onSubmit);
    typeName("  Points ");
    chooseType("Number");
    fireEvent.change(screen.getByRole("textbox", { name: /Default value/ }), { target: { value: "3" } });
    fireEvent.click(submitButton("Add field"));
    fireEvent.click(submitButton("Add field"));
    await vi.waitFor(() => expect(submitButton("Add field").disabled).toBe(true));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Points",
      type: "number",
      options: [],
      required: false,
      default: 3,
      show_on_card: false,
    });
    write.settle();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
