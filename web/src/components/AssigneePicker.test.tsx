import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Member } from "../api/types";
import "../i18n";
import { AssigneePicker } from "./AssigneePicker";

afterEach(cleanup);

const member = (id: number, name: string, status: Member["status"]): Member => ({
  id,
  email: `${name.toLowerCase()}@example.test`,
  display_name: name,
  avatar_url: null,
  status,
  role_id: 2,
  role: "co_worker",
});
const members = [member(1, "Ada", "active"), member(2, "Dora", "deactivated"), member(3, "Gone", "deleted")];

function picker(value: number[]) {
  render(
    <MantineProvider>
      <AssigneePicker members={members} value={value} onChange={() => undefined} label="Assignees" />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole("combobox"));
}

describe("AssigneePicker", () => {
  it("offers active members only", () => {
    picker([]);
    // An option reads its avatar's initials, then the name.
    const offered = screen.getAllByRole("option").map((o) => o.textContent);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toContain("Ada");
  });

  it("keeps showing a deactivated member who is already assigned", () => {
    picker([2]);
    expect(screen.getByText("Dora")).toBeTruthy();
    expect(screen.queryByText("Gone")).toBeNull();
  });
});
