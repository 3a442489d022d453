import { SLACK_DEFAULT, SLACK_OPTION_DEFAULTS, type SlackSetting } from "@cairn/shared/schemas/integrations";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../test/form";
import { SlackCard } from "./SlackCard";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CONFIGURED: SlackSetting = {
  ...SLACK_DEFAULT,
  status: "enable",
  webhook: "https://hooks.slack.com/services/T/B/x",
};

/** The project's settings answered with this Slack value; each save's `slack` value is kept, answered `post`. */
function serve(
  slack: SlackSetting,
  post: () => Promise<Response> | Response = () => answer({ message: "Saved.", data: [] }),
) {
  const saved: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    if (init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as { settings: { key: string; value: unknown }[] };
      saved.push(body.settings.find((entry) => entry.key === "slack")?.value);
      return post();
    }
    return answer({ data: [{ key: "slack", value: slack }] });
  });
  renderForm(<SlackCard projectId={1} />);
  return saved;
}

async function openSettings() {
  fireEvent.click(await screen.findByRole("button", { name: "Slack settings" }));
  return screen.findByRole("dialog", { name: "Slack settings" });
}

const webhook = () => screen.getByRole("textbox", { name: /Webhook URL/ });
const option = (dialog: HTMLElement, group: "Tasks" | "Sub-tasks", name: string) =>
  within(within(dialog).getByRole("group", { name: group })).getByRole("checkbox", { name }) as HTMLInputElement;

describe("the Slack settings form", () => {
  it("shows each option as saved, toggles it, and saves what it shows", async () => {
    const saved = serve(CONFIGURED);
    const dialog = await openSettings();
    expect(option(dialog, "Tasks", "Re-opened").checked).toBe(true);
    expect(option(dialog, "Tasks", "Comment edited").checked).toBe(false);
    fireEvent.click(option(dialog, "Tasks", "Re-opened"));
    fireEvent.click(option(dialog, "Sub-tasks", "Comment edited"));
    expect(option(dialog, "Tasks", "Re-opened").checked).toBe(false);
    expect(option(dialog, "Sub-tasks", "Comment edited").checked).toBe(true);
    expect(option(dialog, "Sub-tasks", "Re-opened").checked).toBe(true);
    fireEvent.click(submitButton("Save"));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      status: "enable",
      webhook: CONFIGURED.webhook,
      options: {
        tasks: { ...SLACK_OPTION_DEFAULTS, incomplete: false },
        subTasks: { ...SLACK_OPTION_DEFAULTS, updateComment: true },
      },
    });
  });

  it("says under the webhook what the server's rule refuses, and sends nothing", async () => {
    const saved = serve(CONFIGURED);
    await openSettings();
    fireEvent.change(webhook(), { target: { value: "hooks.slack.com/services/T/B/x" } });
    fireEvent.click(submitButton("Save"));
    expect(messageUnder(webhook())).toBe("Enter the webhook URL Slack gave you (https://…).");
    expect(saved).toHaveLength(0);
  });

  it("shows the server's refusal of the webhook under it, and of the whole value above Save", async () => {
    const notPublic = "Cairn only calls public addresses: this host is private, local or could not be found.";
    serve(CONFIGURED, () =>
      fieldRefusal({ "settings.0.value.webhook": [notPublic], "settings.0.value": ["Must be an object."] }),
    );
    const dialog = await openSettings();
    fireEvent.click(submitButton("Save"));
    await vi.waitFor(() => expect(messageUnder(webhook())).toBe(notPublic));
    expect(within(dialog).getByRole("alert").textContent).toBe("Must be an object.");
  });

  it("turns Slack on with the webhook the switch asked for, and keeps Save off while saving", async () => {
    const write = heldWrite();
    const saved = serve(SLACK_DEFAULT, async () => {
      await write.promise;
      return answer({ message: "Saved.", data: [] });
    });
    fireEvent.click(await screen.findByRole("switch", { name: "Post to Slack" }));
    await screen.findByRole("dialog", { name: "Slack settings" });
    fireEvent.change(webhook(), { target: { value: " https://hooks.slack.com/services/T/B/y " } });
    fireEvent.click(submitButton("Save"));
    fireEvent.click(submitButton("Save"));
    await vi.waitFor(() => expect(submitButton("Save").disabled).toBe(true));
    expect(saved).toEqual([{ ...SLACK_DEFAULT, status: "enable", webhook: "https://hooks.slack.com/services/T/B/y" }]);
    write.settle();
  });

  it("sends a test message to the webhook as typed, and shows Slack's refusal under it", async () => {
    const tested: unknown[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (String(input).includes("/slack/test")) {
        tested.push(JSON.parse(String(init?.body)));
        return tested.length === 1
          ? answer({ message: "Test message sent to hooks.slack.com.", data: { host: "hooks.slack.com" } })
          : answer(
              {
                code: "rest_unprocessable",
                message: "Slack answered 404 (Not Found): check the webhook URL.",
                data: { status: 422, params: { webhook: ["Slack answered 404 (Not Found): check the webhook URL."] } },
              },
              422,
            );
      }
      return answer({ data: [{ key: "slack", value: CONFIGURED }] });
    });
    renderForm(<SlackCard projectId={1} />);
    await openSettings();
    fireEvent.change(webhook(), { target: { value: " https://hooks.slack.com/services/T/B/new " } });
    fireEvent.click(submitButton("Send a test message"));
    await vi.waitFor(() => expect(tested).toEqual([{ webhook: "https://hooks.slack.com/services/T/B/new" }]));
    fireEvent.click(submitButton("Send a test message"));
    await vi.waitFor(() =>
      expect(messageUnder(webhook())).toBe("Slack answered 404 (Not Found): check the webhook URL."),
    );
    fireEvent.change(webhook(), { target: { value: "" } });
    fireEvent.click(submitButton("Send a test message"));
    expect(messageUnder(webhook())).toBe("Enter the webhook URL first.");
    expect(tested).toHaveLength(2);
  });

  it("says the saved webhook waits while Slack is off", async () => {
    serve({ ...CONFIGURED, status: "disable" });
    expect(
      await screen.findByText("Off: the webhook to hooks.slack.com is kept for when you turn it on."),
    ).toBeTruthy();
  });
});
