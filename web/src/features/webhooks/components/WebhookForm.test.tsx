import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/client";
import "../../../i18n";
import { heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import type { WebhookInput } from "../api";
import { WebhookForm } from "./WebhookForm";

afterEach(cleanup);

const url = () => screen.getByRole("textbox", { name: /Payload URL/ });
const events = () => screen.getByRole("group", { name: "Events to send" });
const event = (name: string) => screen.getByRole("checkbox", { name });

function renderWebhookForm(props: { pending?: boolean; onSubmit?: (input: WebhookInput) => Promise<unknown> } = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => undefined));
  const view = renderForm(
    <WebhookForm pending={props.pending ?? false} error={null} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  return { onSubmit, view };
}

describe("the webhook form", () => {
  it("says under the address and on the events what the server's rules refuse, and sends nothing", () => {
    const { onSubmit } = renderWebhookForm();
    fireEvent.click(submitButton("Save webhook"));
    expect(messageUnder(url())).toBe("Enter the URL that receives the deliveries.");
    fireEvent.change(url(), { target: { value: "ftp://example.test/hook" } });
    for (const name of ["task.created", "task.updated", "task.completed"]) fireEvent.click(event(name));
    fireEvent.click(submitButton("Save webhook"));
    expect(messageUnder(url())).toBe("Enter a full URL starting with https://.");
    expect(messageUnder(events())).toBe("Choose at least one event.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the address under it, and of one event on the events, until edited", async () => {
    const refusal = new ApiError(400, "rest_invalid_param", ["Cairn only calls public addresses over https", "Nope."], {
      url: ["Cairn only calls public addresses over https"],
      "events.1": ["Nope."],
    });
    renderWebhookForm({ onSubmit: () => Promise.reject(refusal) });
    fireEvent.change(url(), { target: { value: "https://10.0.0.1/hook" } });
    fireEvent.click(submitButton("Save webhook"));
    await vi.waitFor(() => expect(messageUnder(url())).toBe("Cairn only calls public addresses over https"));
    expect(messageUnder(events())).toBe("Nope.");
    fireEvent.click(event("comment.created"));
    expect(messageUnder(events())).toBeUndefined();
  });

  it("sends the body the server makes of it (trimmed, events in the list's order), once", async () => {
    const write = heldWrite();
    const { onSubmit } = renderWebhookForm({ onSubmit: () => write.promise });
    fireEvent.change(url(), { target: { value: "  https://example.test/hook " } });
    fireEvent.click(event("project.created"));
    fireEvent.click(screen.getByRole("switch", { name: /Active/ }));
    fireEvent.click(submitButton("Save webhook"));
    fireEvent.click(submitButton("Save webhook"));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      url: "https://example.test/hook",
      description: "",
      events: ["project.created", "task.created", "task.updated", "task.completed"],
      active: false,
    });
    write.settle();
  });

  it("keeps submit off while the webhook is being saved", () => {
    renderWebhookForm({ pending: true });
    expect(submitButton("Save webhook").disabled).toBe(true);
  });
});
