import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
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

/** A form's write that the server refuses with `err`; the form shows `inlineFields` under its inputs. */
function RefusedForm({ err, inlineFields }: { err: ApiError; inlineFields?: string[] }) {
  const save = useMutation({ mutationFn: () => Promise.reject(err), meta: { inlineFields } });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {save.isError ? "refused" : "save"}
    </button>
  );
}

describe("refusal toasts", () => {
  const params = { title: ["The title is too long."], goal: ["The goal is too long."] };
  const refusal = new ApiError(400, "rest_invalid_param", Object.values(params).flat(), params);

  async function submit(inlineFields?: string[]) {
    render(
      <Providers>
        <RefusedForm err={refusal} inlineFields={inlineFields} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole("button", { name: "save" }));
    await screen.findByRole("button", { name: "refused" });
  }

  it("toasts every message of a form that shows none in place", async () => {
    await submit();
    expect(await screen.findByText("The title is too long.")).toBeTruthy();
    expect(screen.getByText("The goal is too long.")).toBeTruthy();
  });

  it("toasts only the messages the form does not show under its fields", async () => {
    await submit(["title"]);
    expect(await screen.findByText("The goal is too long.")).toBeTruthy();
    expect(screen.queryByText("The title is too long.")).toBeNull();
  });

  it("toasts nothing when the form shows every message in place", async () => {
    await submit(["title", "goal"]);
    // The refusal has been handled (the button says so); give a toast the time it would take to mount.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
