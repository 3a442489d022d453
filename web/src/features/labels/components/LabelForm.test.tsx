import { createLabelBody, LABEL_TITLE_MAX } from "@cairn/shared";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/client";
import "../../../i18n";
import { heldWrite, messageUnder, submitButton } from "../../../test/form";
import { LabelForm } from "./LabelForm";

const renderForm = (props: Partial<Parameters<typeof LabelForm>[0]> = {}) => {
  const onSubmit = vi.fn(async () => undefined);
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <LabelForm schema={createLabelBody} onSubmit={onSubmit} pending={false} error={null} onDone={onDone} {...props} />
    </MantineProvider>,
  );
  return { onSubmit, onDone };
};

afterEach(cleanup);

describe("LabelForm", () => {
  it("starts with the spec's colour and says what is missing before sending anything", () => {
    const { onSubmit } = renderForm();
    expect(screen.getByRole("textbox", { name: /Color/ })).toHaveProperty("value", "#00c2e0");
    expect(screen.getByPlaceholderText("Label name...")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Color/ }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Create label" }));
    expect(messageUnder(screen.getByRole("textbox", { name: /Label Name/ }))).toBe("Label name required!");
    expect(messageUnder(screen.getByRole("textbox", { name: /Color/ }))).toBe("Label color required!");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("holds the name to the schema's limit, with the server's own message, and sends nothing", () => {
    const { onSubmit } = renderForm();
    const name = screen.getByRole("textbox", { name: /Label Name/ });
    fireEvent.change(name, { target: { value: "x".repeat(LABEL_TITLE_MAX + 1) } });
    fireEvent.click(screen.getByRole("button", { name: "Create label" }));
    expect(messageUnder(name)).toBe(`Must be at most ${LABEL_TITLE_MAX} characters.`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends once and keeps submit off while the label is being saved", async () => {
    const write = heldWrite();
    const onSubmit = vi.fn(() => write.promise);
    const { rerender } = render(
      <MantineProvider>
        <LabelForm schema={createLabelBody} onSubmit={onSubmit} pending={false} error={null} onDone={() => {}} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole("textbox", { name: /Label Name/ }), { target: { value: "Bug" } });
    fireEvent.click(submitButton("Create label"));
    fireEvent.click(submitButton("Create label"));
    rerender(
      <MantineProvider>
        <LabelForm schema={createLabelBody} onSubmit={onSubmit} pending error={null} onDone={() => {}} />
      </MantineProvider>,
    );
    expect(submitButton("Create label").disabled).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    write.settle();
  });

  it("sends the trimmed label and closes once saved", async () => {
    const { onSubmit, onDone } = renderForm();
    fireEvent.change(screen.getByRole("textbox", { name: /Label Name/ }), { target: { value: "  Bug " } });
    fireEvent.click(screen.getByRole("button", { name: "Create label" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ title: "Bug", description: "", color: "#00c2e0" });
  });

  it("shows the server's messages under their fields, and 'Update' when editing", () => {
    const refusal = new ApiError(400, "rest_invalid_param", ["Label name required!"], {
      title: ["Label name required!"],
      color: ["Label color must be a colour like #00c2e0."],
    });
    renderForm({
      error: refusal,
      label: { title: "Bug", description: null, color: "#b71c1c" },
    });
    expect(messageUnder(screen.getByRole("textbox", { name: /Label Name/ }))).toBe("Label name required!");
    expect(messageUnder(screen.getByRole("textbox", { name: /Color/ }))).toBe(
      "Label color must be a colour like #00c2e0.",
    );
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
  });
});
