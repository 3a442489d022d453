import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import { renderForm } from "../../../test/form";
import type { FileItem, Revision } from "../types";
import { FileViewer } from "./FileViewer";
import { RevisionsSidebar } from "./RevisionsSidebar";

afterEach(cleanup);

const when = { date: "2026-01-05", time: "10:00", datetime: "2026-01-05T10:00:00Z", timezone: "UTC", timestamp: 1 };
const revision = (over: Partial<Revision>): Revision => ({
  id: 1,
  title: "plan-v1.pdf",
  description: null,
  url: null,
  mime_type: "application/pdf",
  size: 2048,
  is_image: false,
  is_pdf: true,
  download_url: "/api/pm-pro/v2/projects/1/files/5/revisions/1/download",
  creator: { data: { id: 2, email: "w@example.test", display_name: "Walt Worker", avatar_url: "" } },
  created_at: when,
  ...over,
});

describe("an uploaded file's versions and previews", () => {
  it("lists each earlier version with its file, size, author and a download of its own", () => {
    renderForm(<RevisionsSidebar revisions={[revision({})]} selected={null} onSelect={() => undefined} />);
    const aside = screen.getByTestId("revisions");
    expect(within(aside).getByText("plan-v1.pdf · 2.0 KB")).toBeTruthy();
    expect(within(aside).getByText("by Walt Worker")).toBeTruthy();
    const link = within(aside).getByRole("link", { name: "Download plan-v1.pdf" });
    expect(link.getAttribute("href")).toBe("/api/pm-pro/v2/projects/1/files/5/revisions/1/download");
  });

  it("offers no download for a doc's revision, which holds no bytes", () => {
    const doc = revision({ title: "Notes", mime_type: null, size: null, is_pdf: false, download_url: null });
    renderForm(<RevisionsSidebar revisions={[doc]} selected={null} onSelect={() => undefined} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(/·/)).toBeNull();
  });

  it("previews a PDF in a frame of its download address, and an image as an image", () => {
    const item = { id: 5, type: "pro_file", title: "plan.pdf", url: null } as unknown as FileItem;
    const pdf = {
      title: "plan.pdf",
      download_url: "/api/x/download",
      mime_type: "application/pdf",
      is_image: false,
      is_pdf: true,
    };
    const { unmount } = renderForm(<FileViewer item={item} shown={pdf} />);
    const frame = screen.getByTitle("Preview of plan.pdf");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("/api/x/download");
    expect(screen.getByRole("link", { name: "Open the PDF in a new tab" })).toBeTruthy();
    unmount();
    const png = { ...pdf, title: "shot.png", mime_type: "image/png", is_image: true, is_pdf: false };
    renderForm(<FileViewer item={item} shown={png} />);
    expect(screen.getByRole("img", { name: "shot.png" }).getAttribute("src")).toBe("/api/x/download");
  });
});
