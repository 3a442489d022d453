import type { MailSettings } from "@cairn/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { fieldRefusal, heldWrite, messageUnder, submitButton } from "../../../test/form";
import { MailServerCard } from "./MailServerCard";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const FROM_ENVIRONMENT: MailSettings = {
  enabled: true,
  smtp_url: "smtps://relay.example.test:465",
  username: "relay",
  password_set: true,
  from: "Stored <stored@example.test>",
  from_is_default: false,
  environment: { smtp_url: true, from: false },
};

const SAVED_HERE: MailSettings = { ...FROM_ENVIRONMENT, environment: { smtp_url: false, from: false } };

/** The card on these settings; each save's body is kept, and answered by `answerSave` (saved by default). */
function serve(settings: MailSettings, answerSave?: () => Promise<Response> | Response) {
  const posts: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "POST") {
      posts.push(JSON.parse(String(init.body)));
      return answerSave ? answerSave() : json({ message: "The mail settings have been saved.", data: settings });
    }
    if (url.includes("settings/mail")) return json({ data: settings });
    return json({ data: { id: 1, email: "boss@example.test" } });
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MailServerCard />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return posts;
}

describe("the mail server card", () => {
  it("shows what CAIRN_SMTP_URL sets as not editable, and saves only the sender", async () => {
    const posts = serve(FROM_ENVIRONMENT);
    const url = await screen.findByRole("textbox", { name: /SMTP URL/ });
    expect(url).toHaveProperty("disabled", true);
    expect((url as HTMLInputElement).value).toBe("smtps://relay.example.test:465");
    expect(screen.getByRole("textbox", { name: /User name/ })).toHaveProperty("disabled", true);
    expect(screen.getByTestId("mail-from-environment").textContent).toContain("CAIRN_SMTP_URL");
    const from = screen.getByRole("textbox", { name: /Sender/ });
    fireEvent.change(from, { target: { value: "New <new@example.test>" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ from: "New <new@example.test>" });
  });

  it("never sends an untouched password: the saved one stays", async () => {
    const posts = serve(SAVED_HERE);
    const user = await screen.findByRole("textbox", { name: /User name/ });
    fireEvent.change(user, { target: { value: "other" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      smtp_url: "smtps://relay.example.test:465",
      username: "other",
      from: "Stored <stored@example.test>",
    });
  });

  it("says under each field what the server's rules refuse, and sends nothing", async () => {
    const posts = serve(SAVED_HERE);
    const url = await screen.findByRole("textbox", { name: /SMTP URL/ });
    const from = screen.getByRole("textbox", { name: /Sender/ });
    fireEvent.change(url, { target: { value: "https://mail.example.test" } });
    fireEvent.change(from, { target: { value: "not a sender" } });
    fireEvent.click(submitButton("Save Changes"));
    expect(messageUnder(url)).toBe(
      "The SMTP URL starts with smtp:// or smtps:// and names a host, e.g. smtps://mail.example.com:465.",
    );
    expect(messageUnder(from)).toBe(
      "The sender is an e-mail address, optionally with a name: Cairn <cairn@example.com>.",
    );
    expect(posts).toHaveLength(0);
  });

  it("shows the server's refusal of a field under it", async () => {
    const refused = "The SMTP server refused this user name.";
    serve(SAVED_HERE, () => fieldRefusal({ username: [refused] }));
    const user = await screen.findByRole("textbox", { name: /User name/ });
    fireEvent.change(user, { target: { value: "other" } });
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(messageUnder(user)).toBe(refused));
  });

  it("sends the removal of the password, once, with Save Changes off while it is saved", async () => {
    const write = heldWrite();
    const posts = serve(SAVED_HERE, async () => {
      await write.promise;
      return json({ message: "The mail settings have been saved.", data: SAVED_HERE });
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: /Remove/ }));
    expect(screen.getByTestId("mail-test-hint")).toBeTruthy();
    fireEvent.click(submitButton("Save Changes"));
    fireEvent.click(submitButton("Save Changes"));
    await vi.waitFor(() => expect(submitButton("Save Changes").disabled).toBe(true));
    expect(posts).toEqual([
      {
        smtp_url: "smtps://relay.example.test:465",
        username: "relay",
        password: null,
        from: "Stored <stored@example.test>",
      },
    ]);
    write.settle();
  });
});
