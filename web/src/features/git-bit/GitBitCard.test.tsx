import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../test/form";
import { serveSettings } from "../settings/serveSettings.testing";
import { GitBitCard } from "./GitBitCard";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ON = {
  status: "enable",
  webhook_url: "https://cairn.example/api/pm-pro/v2/integrations/4?token=t",
  secret_set: true,
};

/** Project 4 with GitHub/Bitbucket on; each save's `settings` list is kept, and answered by `onSave`. */
function serveGitBit(onSave?: () => Promise<Response> | Response) {
  const saves = serveSettings({ git_bit: ON }, { onSave });
  renderForm(<GitBitCard projectId={4} />);
  return saves;
}

const secret = () => screen.findByLabelText("Secret") as Promise<HTMLInputElement>;

describe("the GitHub/Bitbucket secret form", () => {
  it("says under the secret what the setting's rule refuses, and sends nothing", async () => {
    const saves = serveGitBit();
    fireEvent.change(await secret(), { target: { value: "s".repeat(201) } });
    fireEvent.click(submitButton("Save"));
    expect(messageUnder(await secret())).toBe("The secret is at most 200 characters.");
    expect(saves).toHaveLength(0);
  });

  it("shows the server's refusal of the setting under the secret", async () => {
    serveGitBit(() => fieldRefusal({ "settings.0.value": ["This setting is too large."] }));
    fireEvent.change(await secret(), { target: { value: "shared-secret" } });
    fireEvent.click(submitButton("Save"));
    await vi.waitFor(async () => expect(messageUnder(await secret())).toBe("This setting is too large."));
  });

  it("saves the secret with the switch's status, off while saving, and empties the input once saved", async () => {
    const write = heldWrite();
    const saves = serveGitBit(async () => {
      await write.promise;
      return answer({ message: "Saved.", data: [] });
    });
    fireEvent.change(await secret(), { target: { value: "shared-secret" } });
    fireEvent.click(submitButton("Save"));
    fireEvent.click(submitButton("Save"));
    await vi.waitFor(() => expect(submitButton("Save").disabled).toBe(true));
    expect(saves).toEqual([[{ key: "git_bit", value: { status: "enable", secret: "shared-secret" } }]]);
    write.settle();
    await vi.waitFor(async () => expect((await secret()).value).toBe(""));
  });

  it("removes the secret by saving an empty one", async () => {
    const saves = serveGitBit();
    await secret();
    fireEvent.click(screen.getByRole("button", { name: "Remove the secret" }));
    await vi.waitFor(() => expect(saves).toEqual([[{ key: "git_bit", value: { status: "enable", secret: "" } }]]));
  });
});
