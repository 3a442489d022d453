import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import InvoiceSettingsTab from "./InvoiceSettingsTab";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("invoice settings", () => {
  it("lists a refusal of the whole setting above the form, not under the currency", async () => {
    const refusal = ["Enter the PayPal account's e-mail."];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes("invoice/address")) return json({ data: { value: null } });
      if (init?.method === "POST")
        return json(
          {
            code: "rest_invalid_param",
            message: refusal,
            data: { status: 400, params: { "settings.0.value": refusal } },
          },
          400,
        );
      return json({ data: [{ key: "invoice", value: { currency_code: "USD", paypal_mail: "" } }] });
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <InvoiceSettingsTab />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The settings were not saved");
    expect(alert.textContent).toContain("Enter the PayPal account's e-mail.");
    expect(screen.getByRole("textbox", { name: /Currency/ }).getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.getAllByText("Enter the PayPal account's e-mail.")).toHaveLength(1);
  });
});
