import { licenseActivationBody } from "@cairn/shared/schemas/license";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import type { License } from "../api";
import { ActivationForm } from "./ActivationForm";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const email = () => screen.getByRole("textbox", { name: "E-mail address" });
const key = () => screen.getByRole("textbox", { name: /License key/ });
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const activate = () => fireEvent.click(submitButton("Save & Activate"));
const invalid = (input: HTMLElement) => input.getAttribute("aria-invalid") === "true";

describe("the licence activation form", () => {
  it("asks for both fields in the spec's one message, and sends nothing", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderForm(<ActivationForm />);
    activate();
    expect(screen.getByRole("alert").textContent).toBe("Please provide your email and license key");
    // The message is said once, above: the fields are only marked.
    expect([invalid(email()), invalid(key())]).toEqual([true, true]);
    expect(messageUnder(email())).toBeUndefined();
    fill(email(), "lena@example.test");
    activate();
    expect(screen.getByRole("alert").textContent).toBe("Please provide your email and license key");
    expect(invalid(email())).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says under the e-mail what the server's rule refuses, and sends nothing", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderForm(<ActivationForm />);
    const tooLong = `${"l".repeat(250)}@example.test`;
    const serverSays = licenseActivationBody.safeParse({ email: tooLong }).error?.issues[0]?.message;
    fill(email(), tooLong);
    fill(key(), "KEY");
    activate();
    expect(serverSays).toBeTruthy();
    expect(messageUnder(email())).toBe(serverSays);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the trimmed fields once, off while sending, and shows the server's refusal above them", async () => {
    const write = heldWrite();
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      await write.promise;
      return fieldRefusal({ key: ["This license key is not valid."] });
    });
    renderForm(<ActivationForm license={{ email: "lena@example.test" } as License} />);
    expect((email() as HTMLInputElement).value).toBe("lena@example.test");
    fill(key(), "  KEY-1234  ");
    activate();
    activate();
    await vi.waitFor(() => expect(submitButton("Save & Activate").disabled).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ email: "lena@example.test", key: "KEY-1234" });
    write.settle();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The license was not activated")).toBeTruthy();
    expect(alert.textContent).toContain("This license key is not valid.");
    await vi.waitFor(() => expect(invalid(key())).toBe(true));
    expect(messageUnder(key())).toBeUndefined();
  });
});
