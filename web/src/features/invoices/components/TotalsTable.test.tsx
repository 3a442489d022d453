import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import { setDatePreferences } from "../../../components/DateText";
import { TotalsTable } from "./TotalsTable";

afterEach(() => {
  cleanup();
  setDatePreferences({});
});

const totals = { subtotal: 10_000, discount: 0, tax: 0, total: 10_000, paid: 0, due: 10_000 };

describe("an invoice's totals", () => {
  it("write no discount as $0.00, not -$0.00, and a discount as a minus", () => {
    setDatePreferences({ locale: "en-US" });
    const { rerender } = render(
      <MantineProvider>
        <TotalsTable totals={totals} currency="USD" />
      </MantineProvider>,
    );
    const discountRow = () => screen.getByText("Discount").closest("tr");
    expect(discountRow()?.textContent).toBe("Discount$0.00");
    rerender(
      <MantineProvider>
        <TotalsTable totals={{ ...totals, discount: 1_250 }} currency="USD" />
      </MantineProvider>,
    );
    expect(discountRow()?.textContent).toBe("Discount-$12.50");
  });
});
