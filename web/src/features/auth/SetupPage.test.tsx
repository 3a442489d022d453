import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../test/form";
import SetupPage from "./SetupPage";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAll(password = "admin-password-1") {
  fill(/Setup code/, "ABCD-EFGH-JKMN");
  fill(/^Name/, "Ada Admin");
  fill(/E-mail/, "ada@example.test");
  fill(/^Password/, password);
}

describe("the setup page", () => {
  it("holds the password to the server's rule, with its message under the field, and sends nothing", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderForm(<SetupPage />);
    fillAll("short");
    fireEvent.click(submitButton("Create the administrator"));
    expect(messageUnder(screen.getByLabelText(/^Password/))).toBe("Password must be at least 8 characters.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field under that field", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(fieldRefusal({ setup_code: ["The setup code is wrong."] }));
    renderForm(<SetupPage />);
    fillAll();
    fireEvent.click(submitButton("Create the administrator"));
    await vi.waitFor(() => expect(messageUnder(screen.getByLabelText(/Setup code/))).toBe("The setup code is wrong."));
    fill(/Setup code/, "ABCD-EFGH-JKMP");
    expect(messageUnder(screen.getByLabelText(/Setup code/))).toBeUndefined();
  });

  it("sends once and keeps submit off while the administrator is being created", async () => {
    const write = heldWrite();
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      await write.promise;
      return answer({ message: "Created.", data: { id: 1 } });
    });
    renderForm(<SetupPage />);
    fillAll();
    fireEvent.click(submitButton("Create the administrator"));
    fireEvent.click(submitButton("Create the administrator"));
    await vi.waitFor(() => expect(submitButton("Create the administrator").disabled).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      setup_code: "ABCDEFGHJKMN",
      display_name: "Ada Admin",
      email: "ada@example.test",
      password: "admin-password-1",
    });
    write.settle();
  });
});
