import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import { NewUserModal } from "./NewUserModal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const fill = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

function fillAll() {
  fill(/^Name/, "Nina Newcomer");
  fill(/E-mail/, "nina@example.test");
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "nina-password-1" } });
}

describe("the new user form", () => {
  it("says under each field what the server's rules refuse, and sends nothing", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderForm(<NewUserModal opened onClose={() => {}} />);
    fill(/E-mail/, "not-an-address");
    fireEvent.click(submitButton("Create user"));
    expect(messageUnder(field(/^Name/))).toBe("Name is required.");
    expect(messageUnder(field(/E-mail/))).toBe("Enter a valid e-mail address.");
    expect(messageUnder(screen.getByLabelText(/^Password/))).toBe("Password must be at least 8 characters.");
    expect(fetch).not.toHaveBeenCalled();
    fill(/^Name/, "Nina");
    expect(messageUnder(field(/^Name/))).toBeUndefined();
  });

  it("shows the server's refusal of the e-mail under the e-mail field", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      fieldRefusal({ email: ["A user with this e-mail already exists."] }),
    );
    renderForm(<NewUserModal opened onClose={() => {}} />);
    fillAll();
    fireEvent.click(submitButton("Create user"));
    await vi.waitFor(() => expect(messageUnder(field(/E-mail/))).toBe("A user with this e-mail already exists."));
  });

  it("keeps submit off while the user is being created, and closes once created", async () => {
    const write = heldWrite();
    const onClose = vi.fn();
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      await write.promise;
      return answer({ message: "A new user has been created successfully.", data: { id: 7 } }, 201);
    });
    renderForm(<NewUserModal opened onClose={onClose} />);
    fillAll();
    fireEvent.click(submitButton("Create user"));
    fireEvent.click(submitButton("Create user"));
    await vi.waitFor(() => expect(submitButton("Create user").disabled).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    write.settle();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
