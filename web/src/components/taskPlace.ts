/**
 * Where a task lives, as every list of tasks from several lists or projects names it (search hits, calendar
 * events, the sprint and Gantt pickers): "Project · List". A copy of a project has tasks of the same titles in
 * lists of the same titles; its project's name is what tells them apart. Either part may be missing (a
 * picker of one project leaves the project out; a milestone has no list).
 */
export function taskPlace(place: { project?: string | null; list?: string | null }): string {
  return [place.project, place.list].filter((part) => part !== undefined && part !== null && part !== "").join(" · ");
}

/** A task's title with its place, for a one-line option or tooltip: "Title — Project · List". */
export function titleWithPlace(title: string, place: { project?: string | null; list?: string | null }): string {
  const where = taskPlace(place);
  return where === "" ? title : `${title} — ${where}`;
}
