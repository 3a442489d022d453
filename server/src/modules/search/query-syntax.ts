/**
 * What people type into a search box, as web search engines read it (PostgreSQL's websearch_to_tsquery
 * rules): words in any order must all appear, "a quoted phrase" must appear as written, -word (or -"a phrase")
 * must not, and `or` between two parts accepts either. The words themselves are never interpreted here: the
 * database normalises them (search/tsquery.ts), so no character typed can break the query.
 */
export type SearchPart = { text: string; phrase: boolean; negated: boolean };
/** Alternatives (`or`), each a list of parts that must all hold. */
export type ParsedSearch = SearchPart[][];

/** Beyond this many parts the rest is ignored: a 200-character query has no use for more. */
export const MAX_SEARCH_PARTS = 12;

const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

export function parseSearch(input: string): ParsedSearch {
  const clauses: SearchPart[][] = [[]];
  let parts = 0;
  let orPending = false;
  for (const match of input.matchAll(TOKEN)) {
    if (parts >= MAX_SEARCH_PARTS) break;
    const [, quoteMinus, quoted, bare] = match;
    let part: SearchPart | undefined;
    if (quoted !== undefined) {
      part = { text: quoted.trim(), phrase: true, negated: quoteMinus === "-" };
    } else if (bare.toLowerCase() === "or") {
      // An `or` joins the parts either side; leading, trailing or doubled, it is nothing.
      orPending = clauses[clauses.length - 1].length > 0;
      continue;
    } else {
      const negated = bare.length > 1 && bare.startsWith("-");
      part = { text: negated ? bare.slice(1) : bare, phrase: false, negated };
    }
    if (part.text === "" || part.text === "-") continue;
    if (orPending) clauses.push([]);
    orPending = false;
    clauses[clauses.length - 1].push(part);
    parts++;
  }
  // An alternative with nothing to look for (only exclusions) would match everything: it is dropped.
  return clauses.filter((c) => c.some((p) => !p.negated));
}
