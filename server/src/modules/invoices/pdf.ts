import { formatMoney, type InvoiceAddress, toMinor } from "@cairn/shared";
import { loadPdfKit } from "../../core/pdf/pdfkit";
import { printable } from "../reports/pdf";
import type { InvoiceWhole } from "./load";
import { totalsOf } from "./totals";

const MARGIN = 48;
const STATUS: Record<number, string> = { 0: "Incomplete", 1: "Complete", 3: "Partial" };

/** An address block as lines (empty parts left out). */
function addressLines(a: InvoiceAddress | null | undefined, fallback: string[]): string[] {
  if (!a) return fallback;
  const cityLine = [a.zip, a.city].filter(Boolean).join(" ");
  return [
    a.name,
    a.address_1,
    a.address_2,
    cityLine,
    a.state,
    a.country,
    a.email,
    a.phone,
    a.tax_number && `Tax no. ${a.tax_number}`,
  ]
    .filter((l): l is string => Boolean(l))
    .concat(a.name ? [] : fallback);
}

/**
 * The invoice as a PDF (pdfkit, the built-in Helvetica): both addresses, the lines with their taxes, the
 * discount, totals, payments and what is due, in the invoice's currency, then the terms and the note.
 */
export async function invoicePdf(whole: InvoiceWhole, organisation: InvoiceAddress | null): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { invoice, lines, payments, client } = whole;
  const totals = totalsOf(whole);
  const money = (minor: number) => printable(formatMoney(minor, invoice.currency));
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: printable(invoice.title), Producer: "Cairn" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;

  doc.font("Helvetica-Bold").fontSize(20).text("INVOICE", MARGIN, MARGIN);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(printable(`#${invoice.id} · ${invoice.title}`), { width });
  doc.text(`Status: ${STATUS[invoice.status] ?? invoice.status}`);
  const top = doc.y + 12;
  const column = (title: string, rows: string[], x: number) => {
    doc.font("Helvetica-Bold").fontSize(9).text(title, x, top);
    doc.font("Helvetica").fontSize(9);
    for (const r of rows) doc.text(printable(r), x, doc.y, { width: width / 3 - 8 });
  };
  column("From", addressLines(organisation, []), MARGIN);
  const clientAddress = client?.address as InvoiceAddress | null | undefined;
  column("Bill to", addressLines(clientAddress, client ? [client.display_name, client.email] : []), MARGIN + width / 3);
  column(
    "Dates",
    [
      invoice.startAt ? `Issued: ${invoice.startAt}` : "",
      `Due: ${invoice.dueDate}`,
      `Currency: ${invoice.currency}`,
    ].filter(Boolean),
    MARGIN + (2 * width) / 3,
  );

  // Lines: description, rate, hours or quantity, tax %, amount.
  let y = Math.max(doc.y, top + 90) + 16;
  const cols = [0.46, 0.16, 0.12, 0.1, 0.16].map((f) => f * width);
  const xs = cols.map((_, i) => MARGIN + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    for (const [i, c] of cells.entries()) {
      doc.text(printable(c), xs[i] + 2, y, { width: cols[i] - 4, align: i === 0 ? "left" : "right", lineBreak: false });
    }
    y += 16;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + width, y - 4)
      .lineWidth(0.3)
      .stroke("#ced4da");
  };
  row(["Description", "Rate", "Hours / Qty", "Tax %", "Amount"], true);
  lines.forEach((l, i) => {
    if (y > doc.page.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    row([
      l.name,
      money(toMinor(l.rate, invoice.currency)),
      l.quantity === null ? "1" : String(Number(l.quantity)),
      String(Number(l.tax)),
      money(totals.lines[i].base),
    ]);
  });

  // Totals, right-aligned.
  y += 8;
  const total = (label: string, minor: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(label, MARGIN + width * 0.5, y, { width: width * 0.3, align: "right", lineBreak: false });
    doc.text(money(minor), MARGIN + width * 0.8, y, { width: width * 0.2, align: "right", lineBreak: false });
    y += 15;
  };
  total("Subtotal", totals.minor.subtotal);
  total(`Discount (${Number(invoice.discount)} %)`, -totals.minor.discount);
  total("Tax", totals.minor.tax);
  total("Total", totals.minor.total, true);
  total("Paid", totals.minor.paid);
  total("Due", totals.minor.due, true);

  if (payments.length > 0) {
    y += 10;
    doc.font("Helvetica-Bold").fontSize(9).text("Payments", MARGIN, y);
    y += 14;
    doc.font("Helvetica").fontSize(9);
    for (const p of payments) {
      const amount = money(toMinor(p.amount, invoice.currency));
      doc.text(printable(`${p.date}  ${amount}  ${p.gateway}${p.notes ? ` · ${p.notes}` : ""}`), MARGIN, y, { width });
      y = doc.y + 2;
    }
  }
  for (const [title, text] of [
    ["Terms", invoice.terms],
    ["Note", invoice.clientNote],
  ] as const) {
    if (!text) continue;
    y += 12;
    doc.font("Helvetica-Bold").fontSize(9).text(title, MARGIN, y);
    doc.font("Helvetica").fontSize(9).text(printable(text), MARGIN, doc.y, { width });
    y = doc.y;
  }
  doc.end();
  return done;
}
