import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import { WebhookCard } from "./WebhookCard";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SETTINGS = { webhook_url: null, secret_set: false };

/** The card on settings without a secret; each save's body is kept, and answered by `answerSave`. */
function serve(answerSave: () => Promise<Response> | Response = () => answer({ message: "Saved.", data: SETTINGS })) {
  const posts: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    if (init?.method !== "POST") return answer({ data: SETTINGS });
    posts.push(JSON.parse(String(init.body)));
    return answerSave();
  });
  renderForm(<WebhookCard />);
  return posts;
}

const secret = () => screen.findByLabelText(/^Secret/);

describe("the store's secret form", () => {
  it("says under the secret what the server's rule refuses, and sends nothing", async () => {
    const posts = serve();
    fireEvent.change(await secret(), { target: { value: "short" } });
    fireEvent.click(submitButton("Save secret"));
    expect(messageUnder(await secret())).toBe("The secret must be at least 8 characters.");
    expect(posts).toHaveLength(0);
  });

  it("shows the server's refusal of the secret under it", async () => {
    serve(() => fieldRefusal({ secret: ["Must be on one line."] }));
    fireEvent.change(await secret(), { target: { value: "long enough secret" } });
    fireEvent.click(submitButton("Save secret"));
    await vi.waitFor(async () => expect(messageUnder(await secret())).toBe("Must be on one line."));
  });

  it("sends the secret once, with Save secret off while saving, and empties the field once saved", async () => {
    const write = heldWrite();
    const posts = serve(async () => {
      await write.promise;
      return answer({ message: "Saved.", data: { ...SETTINGS, secret_set: true } });
    });
    fireEvent.change(await secret(), { target: { value: "long enough secret" } });
    fireEvent.click(submitButton("Save secret"));
    fireEvent.click(submitButton("Save secret"));
    await vi.waitFor(() => expect(submitButton("Save secret").disabled).toBe(true));
    expect(posts).toEqual([{ secret: "long enough secret" }]);
    write.settle();
    await vi.waitFor(async () => expect((await secret()) as HTMLInputElement).toHaveProperty("value", ""));
  });
});
