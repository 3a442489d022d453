import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import { CreateDocModal } from "./CreateDocModal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderLinkForm = (onClose = () => {}) =>
  renderForm(<CreateDocModal kind="link" projectId={4} parent={0} canSetPrivacy onClose={onClose} />);
const title = () => screen.getByRole("textbox", { name: /^Title/ });
const url = () => screen.getByRole("textbox", { name: /^URL/ });
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("the doc and link form", () => {
  it("says under the title and the URL what the server's rules refuse, and sends nothing", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderLinkForm();
    fill(url(), "javascript:alert(1)");
    fireEvent.click(submitButton("Link"));
    expect(messageUnder(title())).toBe("Title is required.");
    expect(messageUnder(url())).toBe("A valid URL is required.");
    expect(fetch).not.toHaveBeenCalled();
    fill(title(), "Q3 budget");
    expect(messageUnder(title())).toBeUndefined();
  });

  it("shows the server's refusal of the title under the title", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(fieldRefusal({ title: ["Must be at most 255 characters."] }));
    renderLinkForm();
    fill(title(), "Q3 budget");
    fill(url(), "https://docs.google.com/spreadsheets/d/q3");
    fireEvent.click(submitButton("Link"));
    await vi.waitFor(() => expect(messageUnder(title())).toBe("Must be at most 255 characters."));
  });

  it("sends the link once, trimmed, with submit off while it is saved, and closes once saved", async () => {
    const write = heldWrite();
    const onClose = vi.fn();
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      await write.promise;
      return answer({ message: "The link has been created successfully.", data: { id: 12 } }, 201);
    });
    renderLinkForm(onClose);
    fill(title(), " Q3 budget ");
    fill(url(), " https://docs.google.com/spreadsheets/d/q3 ");
    fireEvent.click(submitButton("Link"));
    fireEvent.click(submitButton("Link"));
    await vi.waitFor(() => expect(submitButton("Link").disabled).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(sent.get("title")).toBe("Q3 budget");
    expect(sent.get("url")).toBe("https://docs.google.com/spreadsheets/d/q3");
    expect(sent.get("type")).toBe("link");
    expect(sent.get("private")).toBe("0");
    write.settle();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
