import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

/**
 * The message shown under an input: the text of what its aria-describedby names as its error (Mantine
 * links an input's error to it that way), so a message shown elsewhere on the page does not count.
 */
export function messageUnder(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith("-error"));
  return error?.textContent ?? undefined;
}

/** A write that stays pending until `settle` is called, to look at a form while it is sending. */
export function heldWrite() {
  let settle: (value?: unknown) => void = () => undefined;
  const promise = new Promise((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

export const submitButton = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;

/** A form inside what it needs (theme, queries, router), as the app renders it. */
export function renderForm(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A JSON answer of the API. */
export const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server's refusal of fields (API.md "Errors"): each field's messages under `data.params`. */
export const fieldRefusal = (params: Record<string, string[]>) =>
  answer({ code: "rest_invalid_param", message: Object.values(params).flat(), data: { params } }, 400);
