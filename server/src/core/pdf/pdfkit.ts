import type PDFDocument from "pdfkit";

/**
 * pdfkit (~26 MB resident with its fonts' metrics) loads with the first PDF asked for, not with the server:
 * most servers never print one.
 */
let loaded: Promise<typeof PDFDocument> | undefined;

export function loadPdfKit(): Promise<typeof PDFDocument> {
  loaded ??= import("pdfkit").then((m) => m.default);
  return loaded;
}
