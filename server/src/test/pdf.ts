import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Each page's text, as a PDF reader extracts it (tests read generated PDFs back). */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((x) => ("str" in x ? x.str : "")).join(" "));
  }
  return pages;
}
