import type { UserMapRow } from "@cairn/shared";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../test/form";
import { UserMapTable } from "./UserMapTable";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ROWS: UserMapRow[] = [
  { user_id: 7, display_name: "Mia Manager", email: "mia@example.test", github: "mia-gh", bitbucket: null },
  { user_id: 8, display_name: "Carl Coworker", email: "carl@example.test", github: null, bitbucket: null },
];

/** The project's members as read; each save's body is kept, answered `save`. */
function serve(save: () => Promise<Response> | Response) {
  const sent: unknown[] = [];
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    if (init?.method !== "POST") return answer({ data: ROWS });
    sent.push(JSON.parse(String(init.body)));
    return save();
  });
  renderForm(<UserMapTable projectId={3} />);
  return { sent, fetch };
}

const login = (label: string) => screen.findByRole("textbox", { name: label });
const saveButton = () => submitButton("Save user mapping");

describe("the GitHub / Bitbucket user map", () => {
  it("says under a login what the server's rules refuse, and sends nothing", async () => {
    const { sent } = serve(() => answer({ message: "User mapping completed", data: ROWS }));
    const carl = await login("GitHub login of Carl Coworker");
    fireEvent.change(carl, { target: { value: "carl gh" } });
    fireEvent.click(saveButton());
    expect(messageUnder(carl)).toBe("A login holds letters, digits, dots, dashes and underscores only.");
    expect(messageUnder(await login("GitHub login of Mia Manager"))).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a login under that row's input", async () => {
    const notMember = "Only the project's members can be mapped.";
    serve(() => fieldRefusal({ "users.1.bitbucket": [notMember] }));
    const carl = await login("Bitbucket login of Carl Coworker");
    fireEvent.change(carl, { target: { value: "carl-bb" } });
    fireEvent.click(saveButton());
    await vi.waitFor(() => expect(messageUnder(carl)).toBe(notMember));
  });

  it("saves every row once, with the button off while saving, and shows the logins as saved", async () => {
    const write = heldWrite();
    const saved = ROWS.map((r) => (r.user_id === 8 ? { ...r, github: "carl-gh" } : r));
    const { sent } = serve(async () => {
      await write.promise;
      return answer({ message: "User mapping completed", data: saved });
    });
    fireEvent.change(await login("GitHub login of Carl Coworker"), { target: { value: " carl-gh " } });
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await vi.waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(sent).toEqual([
      {
        project_id: 3,
        users: [
          { user_id: 7, github: "mia-gh", bitbucket: "" },
          { user_id: 8, github: "carl-gh", bitbucket: "" },
        ],
      },
    ]);
    write.settle();
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(await login("GitHub login of Carl Coworker")).toHaveProperty("value", "carl-gh");
  });
});
