import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
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

  const renderTab = (client: QueryClient) =>
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <InvoiceSettingsTab />
        </QueryClientProvider>
      </MantineProvider>,
    );
  const settingsAnswer = json({ data: [{ key: "invoice", value: { currency_code: "USD" } }] });

  it("shows the saved address when the tab is opened again from the cache", async () => {
    const posted: unknown[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes("invoice/address") && init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return json({ message: "The address has been saved.", data: { value: body } });
      }
      if (url.includes("invoice/address")) return json({ data: { value: null } });
      return settingsAnswer.clone();
    });
    // Nothing is read again while fresh: the second opening shows only what the cache holds.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const first = renderTab(client);
    fireEvent.change(await screen.findByRole("textbox", { name: "Name" }), { target: { value: "Cairn Works" } });
    fireEvent.click(screen.getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    first.unmount();
    renderTab(client);
    expect(((await screen.findByRole("textbox", { name: "Name" })) as HTMLInputElement).value).toBe("Cairn Works");
  });

  it("fills the forms with a read that lands after they were shown from an older cache", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      if (String(input).includes("invoice/address")) return json({ data: { value: { city: "Zürich" } } });
      return json({ data: [{ key: "invoice", value: { currency_code: "CHF" } }] });
    });
    const client = new QueryClient();
    // Answers read long ago: shown at once, and read again.
    client.setQueryData(["invoices", "organisation-address"], { city: "Bern" }, { updatedAt: 1 });
    client.setQueryData(["settings", "global"], { invoice: { currency_code: "EUR" } }, { updatedAt: 1 });
    renderTab(client);
    // Looked up each time: the forms start again (new inputs) once the read lands.
    const shown = (name: string | RegExp) => (screen.getByRole("textbox", { name }) as HTMLInputElement).value;
    expect(((await screen.findByRole("textbox", { name: "City" })) as HTMLInputElement).value).toBe("Bern");
    await waitFor(() => expect(shown("City")).toBe("Zürich"));
    await waitFor(() => expect(shown(/Currency/)).toBe("CHF"));
  });
});
