import type { WpImportCounts, WpImportNotice, WpImportReport } from "@cairn/shared";

/** Past this many notices the report keeps a count only: a broken install must not fill the memory. */
export const MAX_NOTICES = 5000;

export type Outcome = keyof WpImportCounts;

/** Counts per kind (read, created, updated, unchanged, skipped) and every skipped or altered row with why. */
export class ReportBuilder {
  private counts = new Map<string, WpImportCounts>();
  private notices: WpImportNotice[] = [];
  private leftOff = 0;

  /** `prefix`: the source's table prefix, so every notice names the table as it is in the WordPress database. */
  constructor(
    private dryRun: boolean,
    private prefix = "",
  ) {}

  count(kind: string, outcome: Outcome, n = 1): void {
    if (n === 0) return;
    let c = this.counts.get(kind);
    if (!c) {
      c = { read: 0, created: 0, updated: 0, unchanged: 0, skipped: 0 };
      this.counts.set(kind, c);
    }
    c[outcome] += n;
  }

  /** A row skipped (counted so) or altered on the way in (a title made unique, an unknown author replaced). */
  notice(kind: string, table: string, id: unknown, action: WpImportNotice["action"], reason: string, counted = true) {
    if (action === "skipped" && counted) this.count(kind, "skipped");
    if (this.notices.length < MAX_NOTICES)
      this.notices.push({ table: this.prefix + table, source_id: String(id ?? ""), action, reason });
    else this.leftOff++;
  }

  countsOf(kind: string): WpImportCounts | undefined {
    return this.counts.get(kind);
  }

  toReport(): WpImportReport {
    return {
      dry_run: this.dryRun,
      counts: Object.fromEntries(this.counts),
      notices: this.notices,
      ...(this.leftOff > 0 ? { notices_left_off: this.leftOff } : {}),
    };
  }
}
