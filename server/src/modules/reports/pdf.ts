import { PassThrough, type Readable } from "node:stream";
import { loadPdfKit } from "../../core/pdf/pdfkit";

export type PdfColumn = { header: string /** Share of the table's width. */; width: number };
export type PdfReport = {
  title: string;
  /** Lines under the title: the date range and every filter used. */
  lines: string[];
  columns: PdfColumn[];
  /** Rows to come, for "Page N of M" (counted before the rows are read). */
  total: number;
  emptyText: string;
};

const MARGIN = 36;
const ROW = 15;
const FONT_SIZE = 8;
/** Buffered PDF bytes above which drawing waits for the download to catch up. */
const HIGH_WATER = 64 * 1024;

/**
 * The built-in Helvetica covers Windows-1252 (Western European letters, € and typographic quotes), which
 * needs no font file; other characters would print as garbage, so they become "?".
 */
const CP1252_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export const printable = (s: string) =>
  s.replace(/[^\n\u0020-\u007e\u00a0-\u00ff]/g, (c) => (CP1252_EXTRA.includes(c) ? c : "?"));

type Layout = { doc: PDFKit.PDFDocument; x: number[]; widths: number[]; bottom: number; top: number };

/** The text cut to fit its cell on one line, with an ellipsis when cut. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const s = printable(text);
  if (doc.widthOfString(s) <= width) return s;
  let n = Math.max(1, Math.floor((s.length * width) / doc.widthOfString(s)));
  while (n > 1 && doc.widthOfString(`${s.slice(0, n)}…`) > width) n--;
  return `${s.slice(0, n)}…`;
}

function drawRow(l: Layout, cells: string[], y: number, bold: boolean) {
  l.doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
  if (bold)
    l.doc
      .rect(MARGIN, y - 3, l.doc.page.width - 2 * MARGIN, ROW)
      .fill("#e9ecef")
      .fillColor("#000");
  cells.forEach((cell, i) => {
    l.doc.text(fit(l.doc, cell, l.widths[i] - 6), l.x[i] + 3, y, { lineBreak: false });
  });
  l.doc
    .moveTo(MARGIN, y + ROW - 3)
    .lineTo(l.doc.page.width - MARGIN, y + ROW - 3)
    .lineWidth(0.3)
    .stroke("#ced4da");
}

function footer(l: Layout, page: number, pages: number) {
  l.doc.font("Helvetica").fontSize(FONT_SIZE).fillColor("#555");
  const y = l.doc.page.height - MARGIN + 10;
  // Text below the bottom margin would make pdfkit open a page of its own for it.
  const bottom = l.doc.page.margins.bottom;
  l.doc.page.margins.bottom = 0;
  l.doc.text(`Page ${page} of ${pages}`, MARGIN, y, {
    width: l.doc.page.width - 2 * MARGIN,
    align: "right",
    lineBreak: false,
  });
  l.doc.page.margins.bottom = bottom;
  l.doc.fillColor("#000");
}

/** Draws the title block; returns where the table starts. */
function titleBlock(doc: PDFKit.PDFDocument, report: PdfReport): number {
  doc.font("Helvetica-Bold").fontSize(16).text(printable(report.title), MARGIN, MARGIN, { lineBreak: false });
  doc.font("Helvetica").fontSize(9);
  let y = MARGIN + 24;
  for (const line of report.lines) {
    doc.text(printable(line), MARGIN, y, { lineBreak: false });
    y += 13;
  }
  return y + 10;
}

/**
 * pdfkit keeps every finished page's dictionary (and through it the page's resources) in its page tree
 * until the end, only to write "N 0 R" for each: thousands of pages add up. Once written, each is swapped
 * for a bare reference of the same id and class, so memory stays flat however many pages there are.
 */
function releaseWrittenPages(doc: PDFKit.PDFDocument): void {
  const kids = (doc as unknown as { _root: { data: { Pages: { data: { Kids: { id: number; gen: number }[] } } } } })
    ._root.data.Pages.data.Kids;
  const bare = Object.getPrototypeOf(kids[0]);
  let released = 0;
  doc.on("pageAdded", () => {
    // addPage writes the pages before the new one, so all but the last are done.
    for (; released < kids.length - 1; released++) {
      const { id, gen } = kids[released];
      kids[released] = Object.assign(Object.create(bare), { id, gen });
    }
  });
}

/**
 * A report as a PDF stream: title, date range and filters, then a table that breaks across pages with
 * its header repeated, and "Page N of M" on each. Drawn row by row as the cursor delivers them, waiting
 * while the download is behind, so a file of 100,000 rows takes no more memory than one of 100.
 */
export async function pdfStream(report: PdfReport, batches: AsyncIterable<string[][]>): Promise<Readable> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: MARGIN, info: { Title: report.title } });
  releaseWrittenPages(doc);
  const out = new PassThrough();
  doc.pipe(out);
  const width = doc.page.width - 2 * MARGIN;
  const share = report.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = report.columns.map((c) => (c.width / share) * width);
  const x = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const l: Layout = { doc, x, widths, top: MARGIN, bottom: doc.page.height - MARGIN - 12 };
  const headers = report.columns.map((c) => c.header);

  const first = titleBlock(doc, report);
  const perPage = (from: number) => Math.floor((l.bottom - from - ROW) / ROW);
  const rest = Math.max(0, report.total - perPage(first));
  const pages = 1 + Math.ceil(rest / perPage(l.top));

  // Each page waits for the download to take the last ones: pages held back in memory would outlive
  // V8's quick collections and pile up until a full one.
  const caughtUp = async () => {
    while (doc.readableLength > HIGH_WATER && !out.destroyed) await new Promise((r) => setTimeout(r, 2));
  };
  (async () => {
    let page = 1;
    let y = first;
    drawRow(l, headers, y, true);
    y += ROW;
    if (report.total === 0)
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(report.emptyText, MARGIN, y + 6, { lineBreak: false });
    for await (const batch of batches) {
      for (const cells of batch) {
        if (y + ROW > l.bottom) {
          footer(l, page, pages);
          doc.addPage();
          page++;
          y = l.top;
          drawRow(l, headers, y, true);
          y += ROW;
        }
        drawRow(l, cells, y, false);
        y += ROW;
        if (y + ROW > l.bottom) await caughtUp();
        if (out.destroyed) return;
      }
    }
    footer(l, page, Math.max(page, pages));
    doc.end();
  })().catch((err: Error) => out.destroy(err));
  return out;
}
