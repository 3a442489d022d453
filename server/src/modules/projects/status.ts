/** Stored project status codes and their words on the wire; "incomplete" is the original's word for current. */
export const PROJECT_STATUS = { current: 0, complete: 1, pending: 2, archived: 3 } as const;
export type ProjectStatusWord = keyof typeof PROJECT_STATUS;

const WORDS: Record<number, ProjectStatusWord> = { 0: "current", 1: "complete", 2: "pending", 3: "archived" };
export const statusWord = (code: number): ProjectStatusWord => WORDS[code] ?? "current";

export function statusCode(word: string): number {
  return word === "incomplete" ? PROJECT_STATUS.current : PROJECT_STATUS[word as ProjectStatusWord];
}
