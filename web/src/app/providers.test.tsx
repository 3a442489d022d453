import { notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toastSuccess } from "../components/toasts";
import { Providers } from "./providers";

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

describe("toasts", () => {
  it("shows at most three at once; the others wait their turn", async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    act(() => {
      for (let i = 1; i <= 5; i++) toastSuccess(`Saved ${i}`);
    });
    const shown = () => ["Saved 1", "Saved 2", "Saved 3", "Saved 4", "Saved 5"].filter((m) => screen.queryByText(m));
    // The toasts mount over a few renders: wait for them to settle, then no fourth may be among them.
    await waitFor(() => expect(shown()).toEqual(["Saved 1", "Saved 2", "Saved 3"]));

    const first = screen.getByText("Saved 1").closest<HTMLElement>('[role="alert"]')!;
    fireEvent.click(within(first).getByRole("button"));
    expect(await screen.findByText("Saved 4")).toBeTruthy();
    expect(screen.queryByText("Saved 5")).toBeNull();
  });
});
