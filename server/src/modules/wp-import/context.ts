import { WP_IMPORT_STAGES, type WpImportProgress, type WpImportStage } from "@cairn/shared";
import type { Storage } from "../../core/storage/storage";
import type { Db, Executor } from "../../db/client";
import type { SiteClock } from "./decode";
import type { ReportBuilder } from "./report";
import type { WpSource } from "./source";

export type WpImportOptions = {
  /** mysql://user:password@host:3306/database; the password is used for this run only. */
  mysqlUrl: string;
  prefix: string;
  /** A copy of wp-content/uploads on this machine; without it attachments are reported, not copied. */
  uploadsDir: string | null;
  dryRun: boolean;
  /** Mail an invitation (a link to choose a password) to each user the import creates. */
  invite: boolean;
  startedBy: number | null;
};

/** What a run needs from the app (app.deps has this shape, so the routes pass it as it is). */
export type WpImportDeps = { database: { db: Db }; storage: Storage; config: { publicUrl: string } };

export class Progress {
  private entries = new Map<WpImportStage, WpImportProgress>();
  dirty = false;

  total(stage: WpImportStage, total: number): void {
    const e = this.entry(stage);
    e.total = total;
    this.dirty = true;
  }

  advance(stage: WpImportStage, n = 1): void {
    const e = this.entry(stage);
    e.done += n;
    if (e.done > e.total) e.total = e.done;
    this.dirty = true;
  }

  /** The stages reached so far, in the product's order. */
  snapshot(): WpImportProgress[] {
    return WP_IMPORT_STAGES.filter((s) => this.entries.has(s)).map((s) => ({
      ...(this.entries.get(s) as WpImportProgress),
    }));
  }

  private entry(stage: WpImportStage): WpImportProgress {
    let e = this.entries.get(stage);
    if (!e) {
      e = { stage, done: 0, total: 0 };
      this.entries.set(stage, e);
    }
    return e;
  }
}

/** One import's shared state; `tx` is the transaction of the stage or project being written. */
export type ImportContext = {
  tx: Executor;
  src: WpSource;
  clock: SiteClock;
  report: ReportBuilder;
  progress: Progress;
  options: WpImportOptions;
  deps: WpImportDeps;
  /** Source user id → Cairn user id: the people are few, so they are kept whole. */
  users: Map<string, number>;
  /** Who owns rows whose author the source does not know (a deleted WordPress user). */
  fallbackUserId: number;
  /** Unknown source users already reported, so each is named once, not once per row. */
  unknownUsers: Set<string>;
  taskTypes: Map<string, number>;
  /** Storage keys written for the open transaction: removed again if it rolls back. */
  stored: string[];
  /** Storage keys no row refers to any more: removed once the transaction committed. */
  unreferenced: string[];
};

export type BoardKind = "task_list" | "milestone" | "discussion_board";
export type BoardRef = { kind: BoardKind; cairnId: number; isPrivate: boolean; title: string };

/** The project being imported: its Cairn id and its boards (lists, milestones, discussions) by source id. */
export type ProjectScope = {
  sourceId: string;
  projectId: number;
  title: string;
  inboxListId: number;
  boards: Map<string, BoardRef>;
  /** Made by this run: what other features set up for a new project runs once its rows are in (run.ts). */
  created: boolean;
};

/** The Cairn user for a source user id, or null (unknown or without e-mail). */
export const userOf = (ctx: ImportContext, id: unknown): number | null => {
  const key = id === null || id === undefined ? "" : String(id);
  return ctx.users.get(key) ?? null;
};

/** The author of a row: the mapped user, else the fallback owner (said once per unknown source user). */
export function authorOf(ctx: ImportContext, id: unknown): number {
  const found = userOf(ctx, id);
  if (found !== null) return found;
  const key = id === null || id === undefined || String(id) === "0" ? "0" : String(id);
  if (!ctx.unknownUsers.has(key)) {
    ctx.unknownUsers.add(key);
    ctx.report.notice(
      "users",
      "users",
      key,
      "altered",
      `user ${key} is not among the imported users (deleted in WordPress, or without e-mail): what he wrote is credited to Cairn user ${ctx.fallbackUserId}`,
    );
  }
  return ctx.fallbackUserId;
}
