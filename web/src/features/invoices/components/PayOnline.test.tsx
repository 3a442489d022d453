import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import type { Invoice } from "../types";
import { PayOnline } from "./PayOnline";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Invoice 9 of project 2, 120 due, which may be paid in parts. */
const INVOICE = { id: 9, currency: "EUR", partial: true, totals: { due: 120 } } as Invoice;

/** The server refuses what is paid, in its own words, with no field (a rule of the invoice). */
const refusedPayment = (message: string) =>
  answer({ code: "invoice_payment_refused", message: [message], data: { status: 422 } }, 422);

async function openPayOnline() {
  renderForm(<PayOnline projectId={2} invoice={INVOICE} />);
  fireEvent.click(screen.getByRole("button", { name: "Pay online" }));
  return (await screen.findByRole("textbox", { name: "Amount (EUR)" })) as HTMLInputElement;
}

describe("paying an invoice online", () => {
  it("says under the amount what the server's rule refuses, and sends nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const amount = await openPayOnline();
    fireEvent.change(amount, { target: { value: "twelve" } });
    fireEvent.click(submitButton("Continue to PayPal"));
    expect(messageUnder(amount)).toBe("Must be a number.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the amount under it, not again above", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(fieldRefusal({ amount: ["Must not be negative."] }));
    const amount = await openPayOnline();
    fireEvent.click(submitButton("Continue to PayPal"));
    await vi.waitFor(() => expect(messageUnder(amount)).toBe("Must not be negative."));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the amount typed once, off while it is checked, and says why the server refused it", async () => {
    const write = heldWrite();
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      await write.promise;
      return refusedPayment("The amount is more than what is due.");
    });
    const amount = await openPayOnline();
    expect(amount.value).toBe("120");
    fireEvent.change(amount, { target: { value: "150.50" } });
    fireEvent.click(submitButton("Continue to PayPal"));
    fireEvent.click(submitButton("Continue to PayPal"));
    await vi.waitFor(() => expect(submitButton("Continue to PayPal").disabled).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain("pm-pro/v2/projects/2/invoice/9/payment-validation");
    expect(JSON.parse(String(init?.body))).toEqual({ amount: "150.5" });
    write.settle();
    expect((await screen.findByRole("alert")).textContent).toBe("The amount is more than what is due.");
  });
});
