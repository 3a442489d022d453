import { describe, expect, it } from "vitest";
import { download, postForm } from "../../test/forms";
import { useTestApp } from "../../test/harness";
import { filesArea, pngOf } from "./test-support";

const t = useTestApp();
const f = filesArea(t);

/** The smallest thing file-type reads as a PDF. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/**
 * Issue 46 point 8: the file modal previews images and PDFs from their download address. Only types that run no
 * script in our origin are served inline (raster images, video, PDF); SVG, HTML and XML stay downloads.
 */
describe("files area: previews", () => {
  it("serves raster images and PDFs inline with their own type, and SVG, HTML and XML as opaque downloads", async () => {
    const { worker, pid } = await f.team();
    const png = await pngOf(10, 10);
    const res = await f.upload(
      pid,
      { type: "pro_file" },
      [
        { name: "pic.png", content: png, type: "text/html" },
        { name: "doc.pdf", content: PDF, type: "text/html" },
        { name: "draw.svg", content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
        { name: "page.html", content: "<!doctype html><script>alert(1)</script>", type: "application/pdf" },
        { name: "data.xml", content: '<?xml version="1.0"?><a>1</a>', type: "image/png" },
      ],
      worker,
    );
    expect(res.status).toBe(201);
    const [pic, pdf, svg, html, xml] = res.body.data;
    expect(pic).toMatchObject({ is_image: true, is_pdf: false });
    expect(pdf).toMatchObject({ mime_type: "application/pdf", is_pdf: true, is_image: false });
    expect(svg).toMatchObject({ mime_type: "image/svg+xml", is_image: false, is_pdf: false });

    const image = await download(t, pic.download_url, worker);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-disposition"]).toMatch(/^inline; /);
    expect(image.headers["content-security-policy"]).toContain("sandbox");

    const shown = await download(t, pdf.download_url, worker);
    expect(shown.status).toBe(200);
    expect(shown.headers["content-type"]).toBe("application/pdf");
    expect(shown.headers["content-disposition"]).toMatch(/^inline; filename="doc.pdf"/);
    expect(shown.headers["x-content-type-options"]).toBe("nosniff");
    // A PDF viewer is a document of its own that a sandbox blanks: it may only be framed by our pages.
    expect(shown.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(shown.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(shown.bytes.equals(PDF)).toBe(true);

    for (const active of [svg, html, xml]) {
      const d = await download(t, active.download_url, worker);
      expect(d.headers["content-disposition"]).toMatch(/^attachment; /);
      expect(d.headers["content-type"]).toBe("application/octet-stream");
      expect(d.headers["x-content-type-options"]).toBe("nosniff");
      expect(d.headers["content-security-policy"]).toContain("sandbox");
    }
  });

  it("serves an earlier version by the same rules: a PDF inline, an SVG as a download", async () => {
    const { worker, pid } = await f.team();
    const first = await f.upload(pid, {}, [{ name: "v1.pdf", content: PDF }], worker);
    const id = first.body.data[0].id;
    await postForm(
      t,
      f.api(pid, `/${id}/versions`),
      {},
      [{ name: "v2.svg", content: "<svg><script>1</script></svg>" }],
      worker,
    );
    const after = await postForm(t, f.api(pid, `/${id}/versions`), {}, [{ name: "v3.txt", content: "x" }], worker);
    const [svgVersion, pdfVersion] = after.body.data.revisions.data;
    expect(pdfVersion).toMatchObject({ title: "v1.pdf", is_pdf: true, mime_type: "application/pdf" });
    expect(svgVersion).toMatchObject({ title: "v2.svg", is_pdf: false, is_image: false });

    const pdf = await download(t, pdfVersion.download_url, worker);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^inline; filename="v1.pdf"/);
    const svg = await download(t, svgVersion.download_url, worker);
    expect(svg.headers["content-type"]).toBe("application/octet-stream");
    expect(svg.headers["content-disposition"]).toMatch(/^attachment; filename="v2.svg"/);
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("lets the app's own pages frame a preview: its policy falls back to 'self' for frames, never to others", async () => {
    const { worker } = await f.team();
    const page = await t.get("/api/auth/me", { as: worker });
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/frame-src|child-src/);
    expect(policy).toContain("img-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
