import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";

/** A cell a spreadsheet app would run as a formula (OWASP "CSV injection"): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text cells that could start a formula get a leading apostrophe, which spreadsheets show as text. */
export const neutralise = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * A CSV file as a stream: UTF-8 with a byte-order mark (spreadsheet apps then read accents right), a
 * header row, and the rows as they come from the database cursor. Backpressure is the stream's: a slow
 * download pauses the cursor, so memory stays flat whatever the number of rows.
 */
export function csvStream(columns: string[], batches: AsyncIterable<unknown[][]>): Readable {
  const cast = { string: neutralise, boolean: (v: boolean) => (v ? "yes" : "no") };
  const out = new PassThrough();
  // The BOM and the header row go out at once: the download starts (and the browser shows it) while the
  // database is still preparing the first rows.
  out.write(stringifySync([columns], { bom: true, cast }));
  async function* rows() {
    for await (const batch of batches) yield* batch;
  }
  // The source's errors end the download (the headers are gone by then); the log has them.
  pipeline(Readable.from(rows()), stringify({ cast }), out).catch(() => undefined);
  return out;
}
