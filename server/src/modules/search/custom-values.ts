import { type SQL, sql } from "drizzle-orm";
import { customFieldsOnSql } from "../custom-fields/values-json";
import type { Reader } from "./groups";

/**
 * A tier of tasks found through their custom fields' text (text, long text and URL values; module
 * `custom-fields`): ranked as the task's body would be, since a value is part of what the task says. As comments
 * are, the values are found first through their own GIN index (OFFSET 0 keeps them apart), then their tasks
 * are held to the reader's conditions; each task once, with its best value, whose field is named for the
 * passage (`value_field`). Nothing while the module is off.
 */
export function customValueTier(
  r: Reader,
  t: { tier: number; match: (vector: SQL) => SQL[]; item: SQL[]; score: SQL; cap: SQL; n: SQL },
): SQL {
  const and = (parts: SQL[]) => sql.join(parts, sql` and `);
  const found = sql`select x.id, v.field_id, v.search_vector from (
      select v.task_id, v.field_id, v.search_vector from task_custom_values v
      where v.text_value is not null and ${and(t.match(sql.raw("v.search_vector")))} offset 0) v
    join tasks x on x.id = v.task_id
    where ${and([...t.item, ...r.conditions, customFieldsOnSql])} limit ${t.cap}`;
  return sql`(select id, null::int as comment_id, tier, score, value_field from (
      select distinct on (m.id) m.id, m.field_id as value_field, ${sql.raw(String(t.tier))} as tier, ${t.score} as score
      from (${found}) m order by m.id, score desc) d
    order by score desc, id desc limit ${t.n})`;
}
