import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/client";
import "../../../i18n";
import { LabelForm } from "./LabelForm";

// The autosizing description listens for web fonts, which jsdom does not have.
Object.defineProperty(document, "fonts", {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const renderForm = (props: Partial<Parameters<typeof LabelForm>[0]> = {}) => {
  const onSubmit = vi.fn(async () => undefined);
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <LabelForm onSubmit={onSubmit} pending={false} error={null} onDone={onDone} {...props} />
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
    expect(screen.getByText("Label name required!")).toBeTruthy();
    expect(screen.getByText("Label color required!")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
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
    expect(screen.getByText("Label name required!")).toBeTruthy();
    expect(screen.getByText("Label color must be a colour like #00c2e0.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
  });
});
