import type { Locator } from "@playwright/test";
import type { Upload } from "./files";

/** A real one-page PDF with a line of text, written out by hand (the offsets of its cross-reference table counted). */
export function pdfFile(name: string, text: string): Upload {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const stream = `BT /F1 28 Tf 40 100 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

type Sent = { name: string; type: string; base64: string };
const sent = (files: Upload[]): Sent[] =>
  files.map((f) => ({ name: f.name, type: f.mimeType, base64: f.buffer.toString("base64") }));

/**
 * Drags files from the desktop onto an element, as a person does: dragenter and dragover, then (unless `hold`, to
 * look at the zone while they hover) the drop, each event carrying the same DataTransfer of real File objects.
 */
export async function dropFiles(target: Locator, files: Upload[], options: { hold?: boolean } = {}) {
  const types = options.hold ? ["dragenter", "dragover"] : ["dragenter", "dragover", "drop"];
  await target.evaluate(
    (el, { list, types }: { list: Sent[]; types: string[] }) => {
      const data = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], f.name, { type: f.type }));
      }
      for (const type of types) {
        el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      }
    },
    { list: sent(files), types },
  );
}

/** Pastes files into an element as Ctrl+V of a screenshot does: a paste event whose clipboard holds only files. */
export async function pasteFiles(target: Locator, files: Upload[]) {
  await target.evaluate((el, list: Sent[]) => {
    const data = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], f.name, { type: f.type }));
    }
    el.dispatchEvent(new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData: data }));
  }, sent(files));
}
