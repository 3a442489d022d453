import { fireEvent } from "@testing-library/react";
import { expect, vi } from "vitest";
import { answer, heldWrite, submitButton } from "../../test/form";

type Answer = () => Promise<Response> | Response;

/**
 * The settings API as the settings forms' tests need it (test-only): `stored` answers a scope's settings read,
 * `others` the reads whose address holds one of its keys, an empty list any other read. Each save's
 * `settings` list is kept, in order, and answered by `onSave`.
 */
export function serveSettings(
  stored: Record<string, unknown>,
  {
    onSave = () => answer({ message: "Saved.", data: [] }),
    others = {},
  }: { onSave?: Answer; others?: Record<string, unknown> } = {},
) {
  const saves: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "POST") {
      saves.push(JSON.parse(String(init.body)).settings);
      return onSave();
    }
    const other = Object.entries(others).find(([part]) => url.includes(part));
    if (other) return answer({ data: other[1] });
    if (/\/settings(\?|$)/.test(url)) {
      return answer({ data: Object.entries(stored).map(([key, value]) => ({ key, value })) });
    }
    return answer({ data: [] });
  });
  return saves;
}

/**
 * A settings form's one-at-a-time save: 'Save Changes' clicked twice while the save is held sends once, and
 * stays off until the save is answered. `serve` renders the form on served settings, `ready` waits for it.
 */
export async function expectOneSaveAtATime(serve: (onSave: Answer) => unknown[], ready: () => Promise<unknown>) {
  const write = heldWrite();
  const saves = serve(async () => {
    await write.promise;
    return answer({ message: "Saved.", data: [] });
  });
  await ready();
  fireEvent.click(submitButton("Save Changes"));
  fireEvent.click(submitButton("Save Changes"));
  await vi.waitFor(() => expect(submitButton("Save Changes").disabled).toBe(true));
  expect(saves).toHaveLength(1);
  write.settle();
  await vi.waitFor(() => expect(submitButton("Save Changes").disabled).toBe(false));
}
