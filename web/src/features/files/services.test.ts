import { describe, expect, it } from "vitest";
import { linkService } from "./services";

describe("linkService", () => {
  it.each([
    ["https://docs.google.com/document/d/abc/edit", "google-docs"],
    ["https://docs.google.com/spreadsheets/d/abc", "google-docs"],
    ["https://drive.google.com/file/d/abc/view", "google-drive"],
    ["https://www.dropbox.com/s/abc/plan.pdf?dl=0", "dropbox"],
    ["https://onedrive.live.com/?id=1", "onedrive"],
    ["https://1drv.ms/w/s!abc", "onedrive"],
    ["https://contoso.sharepoint.com/sites/team/doc.docx", "sharepoint"],
    ["https://contoso-my.sharepoint.com/personal/x", "sharepoint"],
    ["https://app.box.com/s/abc", "box"],
    ["https://www.icloud.com/pages/abc", "icloud"],
    ["https://www.notion.so/team/Page-123", "notion"],
    ["https://www.figma.com/file/abc", "figma"],
    ["https://github.com/org/repo", "github"],
    ["HTTPS://DOCS.GOOGLE.COM./document/d/x", "google-docs"],
  ])("%s is %s", (url, service) => {
    expect(linkService(url)).toBe(service);
  });

  it("does not take a look-alike domain for a service", () => {
    expect(linkService("https://evil-dropbox.com/s/abc")).toBe("web");
    expect(linkService("https://dropbox.com.evil.test/s/abc")).toBe("web");
    expect(linkService("https://docs.google.com.example.test/")).toBe("web");
  });

  it("reads an ordinary site, an empty or a broken address as a plain web link", () => {
    expect(linkService("https://example.com/handbook")).toBe("web");
    expect(linkService("")).toBe("web");
    expect(linkService(null)).toBe("web");
    expect(linkService("not a url")).toBe("web");
  });
});
