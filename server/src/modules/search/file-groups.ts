import type { PrivateKind } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { attachmentsSeenSql, entrySeenSql, type FilesReader, listedAttachmentSql } from "../files-area/visibility";
import type { ReaderShape, SearchGroup } from "./groups";
import { value, visible } from "./values";

const raw = sql.raw;

/**
 * The files area's rules (files-area/visibility.ts) read with a search's reader: his projects, and per private
 * kind the projects where he may view such items (the statement's `viewers_<kind>` values). A kind he may view
 * everywhere he reads asks nothing of the rows.
 */
function filesReaderOfShape(shape: ReaderShape): FilesReader {
  const perRow = (kind: PrivateKind) => shape.askPerRow.includes(kind);
  return {
    sees: (kind, alias) => (perRow(kind) ? visible(alias, raw(`${alias}.project_id`), kind) : sql`true`),
    reads: (projectColumn) => (shape.everything ? sql`true` : sql`${projectColumn} = any(${value("projects")})`),
    seesAllOf: (kind) => !perRow(kind),
  };
}

/** An entry of the files area that the reader sees: itself and every folder above it (the single item's rule). */
const entrySeen = (shape: ReaderShape) => entrySeenSql(filesReaderOfShape(shape), "x");

/**
 * A file the reader sees: an upload of the files area as an entry, an attachment the files area lists as its
 * item is (walked up from this one row: the candidates of a search are few).
 */
function fileSeen(shape: ReaderShape): SQL {
  const reader = filesReaderOfShape(shape);
  const attachment = attachmentsSeenSql(reader, sql`a.id = x.id`);
  return sql`(case when x.fileable_type = 'project' then ${entrySeenSql(reader, "x")}
    else ${attachment ? sql`exists (${attachment})` : sql`true`} end)`;
}

/** A doc's, link's or file's hit: its name, and its folder as the parent (0: the top level). */
const fileHit = (type: string) =>
  raw(`'${type}', x.name, x.project_id, null::int, null::text,
    case when x.fileable_type = 'project' then x.parent_id else 0 end, null::int`);

/** What every files-area group shares: the table, the comments on its items, the passage's columns. */
const common = {
  table: raw("files"),
  kind: null,
  commentType: "file",
  projectColumn: raw("x.project_id"),
  titleColumn: "x.name",
  // A link's address is searched (weight C, migration 0050): a passage may come from it.
  bodyColumn: "concat_ws(' ', x.description, x.url)",
} as const;

/**
 * The files area's docs, links and files (uploads, and the attachments it lists at its top level), each a group
 * of its own; folders are not hits. Privacy is exactly the files area's: a private entry or one inside a
 * private folder only for whoever may view private files (or made it), an attachment as its item.
 */
export const FILE_GROUPS = {
  doc: {
    ...common,
    model: "doc",
    filter: raw("x.type = 'doc' and x.fileable_type = 'project'"),
    seen: entrySeen,
    hitColumns: fileHit("doc"),
  },
  link: {
    ...common,
    model: "link",
    filter: raw("x.type = 'link' and x.fileable_type = 'project'"),
    seen: entrySeen,
    hitColumns: fileHit("link"),
  },
  file: {
    ...common,
    model: "file",
    filter: sql`((x.type = 'pro_file' and x.fileable_type = 'project') or (${listedAttachmentSql("x")}))`,
    seen: fileSeen,
    hitColumns: fileHit("file"),
  },
} satisfies Record<"doc" | "link" | "file", SearchGroup>;

/** The groups that belong to the files module: none of them is searched while it is off. */
export const FILE_MODELS = Object.keys(FILE_GROUPS) as (keyof typeof FILE_GROUPS)[];
