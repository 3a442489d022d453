import { lazy, type MouseEvent, memo, startTransition, useState } from "react";
import type { Project } from "../../../api/types";
import { DragHandle, type DragWiring } from "../../../components/DragHandle";
import { DueDate } from "../../../components/DueDate";
import icons from "../../../components/MaskIcon.module.css";
import { avatarColor, initials } from "../../../components/UserAvatar";
import { readableTextColor } from "../../labels/contrast";
import type { RowPartOnBoard, TaskRowPart } from "../extensions";
import type { RowWrites } from "../hooks";
import type { TaskSummary } from "../types";
import type { RowTexts } from "./rowTexts";
import { TaskMenu } from "./TaskMenu";
import classes from "./TaskRow.module.css";

const TaskRowEditor = lazy(() => import("./TaskRowEditor"));

/** What every row of a board shares, made once per board so that rows can skip renders that change nothing. */
export type RowShared = {
  project: Project;
  href: (taskId: number) => string;
  /** Today ("YYYY-MM-DD") in the reader's time zone, worked out once for the whole board. */
  today: string;
  writes: RowWrites;
  /** The rows' texts, made once for the board (one useTranslation for all rows, no i18next call per row). */
  texts: RowTexts;
  /** Follows a title link in the app, as the router's Link does, for all rows (Link costs a dozen hooks each). */
  open: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The add-ons' parts this board shows (tasks/extensions.ts), each with what its rows share. */
  parts: readonly RowPartOnBoard[];
  /**
   * Archived lists on this board: their tasks are put away, shown but not worked on (the server refuses a status
   * change, an edit or a timer there), so their rows have no live checkbox, no Edit and no actions.
   */
  readOnlyLists?: ReadonlySet<number>;
};

/** The drag handle's wiring from dnd-kit (each part stable between renders), or room for one, or nothing. */
export type RowHandle = DragWiring | "space" | undefined;

type Props = { task: TaskSummary; shared: RowShared; handle?: RowHandle };

/**
 * One task in a list: drag handle, completion checkbox, title link, lock, labels, dates, people and actions.
 * Plain elements styled by TaskRow.module.css, and memoized: a board renders a hundred or more of these, and
 * dnd-kit re-renders every sortable item whenever one registers.
 */
export const TaskRow = memo(function TaskRow({ task, shared, handle }: Props) {
  const { texts, writes } = shared;
  const [editing, setEditing] = useState(false);
  const done = task.status === 1;
  const readOnly = shared.readOnlyLists?.has(task.task_list_id) === true;
  if (editing) return <TaskRowEditor task={task} project={shared.project} onDone={() => setEditing(false)} />;
  // The form's chunk loads inside a transition: the row stays as it is until the form can replace it.
  const edit = () => startTransition(() => setEditing(true));
  return (
    <div className={classes.row} data-testid="task-row" data-task-id={task.id}>
      {handle === "space" ? (
        <div className={classes.handleSpace} aria-hidden />
      ) : handle ? (
        <DragHandle
          wiring={handle}
          label={texts.drag(task.title)}
          className={classes.handle}
          testId="task-drag-handle"
        />
      ) : null}
      <input
        type="checkbox"
        className={classes.check}
        checked={done}
        disabled={readOnly || !task.meta.can_complete}
        aria-label={done ? texts.reopen(task.title) : texts.complete(task.title)}
        onChange={(e) => writes.toggle(task, e.currentTarget.checked ? 1 : 0)}
      />
      <div className={classes.body}>
        <div className={classes.titleLine}>
          <a href={shared.href(task.id)} onClick={shared.open} className={classes.title} data-done={done || undefined}>
            {task.title}
          </a>
          {task.meta.privacy && <RowLock label={texts.private} />}
        </div>
        <RowLabels labels={task.labels?.data} />
        <TaskFacts task={task} today={shared.today} texts={texts} parts={shared.parts} />
        <RowParts task={task} texts={texts} parts={shared.parts} place="below" />
      </div>
      {!readOnly && <RowParts task={task} texts={texts} parts={shared.parts} place="actions" />}
      <TaskMenu task={task} texts={texts} onEdit={readOnly ? undefined : edit} onDelete={() => writes.remove(task)} />
    </div>
  );
});

type PartsProps = { task: TaskSummary; texts: RowTexts; parts: readonly RowPartOnBoard[] };

/** The parts of one place of the row that show on this task, in the add-ons' order. */
function RowParts({ task, texts, parts, place }: PartsProps & { place: TaskRowPart["place"] }) {
  return parts.map(({ part, board }) =>
    part.place === place && part.shows(task, board) ? (
      <part.Part key={part.key} task={task} board={board} texts={texts} />
    ) : null,
  );
}

/** The lock of a private task, named for screen readers, with its tooltip drawn by CSS. */
function RowLock({ label }: { label: string }) {
  return (
    <span className={classes.tip} data-tip={label}>
      <span
        role="img"
        aria-label={label}
        data-testid="privacy-lock"
        className={`${icons.icon} ${icons.lock} ${classes.lock}`}
      />
    </span>
  );
}

/** A task's label chips, on list rows and board cards alike (`className` places them). */
export function RowLabels({
  labels,
  className = classes.labels,
}: {
  labels?: { id: number; title: string; color: string }[];
  className?: string;
}) {
  if (!labels?.length) return null;
  return (
    <div className={className} data-testid="task-labels">
      {labels.map((label) => (
        <span
          key={label.id}
          className={classes.label}
          style={{ backgroundColor: label.color, color: readableTextColor(label.color) }}
          data-testid="label-chip"
        >
          {label.title}
        </span>
      ))}
    </div>
  );
}

type Person = { id: number; display_name: string };

/** Overlapping initials, at most `max`; past it one "+n" whose tooltip names the rest (as UserAvatarGroup). */
function RowPeople({ people, max = 4 }: { people: Person[]; max?: number }) {
  const shown = people.length > max ? people.slice(0, max - 1) : people;
  const rest = people.slice(shown.length);
  const names = rest.map((p) => p.display_name).join(", ");
  return (
    <div className={classes.people}>
      {shown.map((p) => (
        <span
          key={p.id}
          className={`${classes.avatar} ${classes.tip}`}
          style={{ background: `var(--mantine-color-${avatarColor(p.id)}-filled)` }}
          role="img"
          aria-label={p.display_name}
          data-tip={p.display_name}
        >
          {initials(p.display_name)}
        </span>
      ))}
      {rest.length > 0 && (
        <span className={`${classes.avatar} ${classes.tip}`} data-rest role="img" aria-label={names} data-tip={names}>
          +{rest.length}
        </span>
      )}
    </div>
  );
}

type FactsProps = PartsProps & { today: string };

/** The second line of a row: dates, add-ons' facts, people and the comment count; nothing when there is none. */
function TaskFacts({ task, today, texts, parts }: FactsProps) {
  const people = task.assignees.data;
  const comments = task.meta.total_comment;
  const facts = parts.some(({ part, board }) => part.place === "facts" && part.shows(task, board));
  if (!task.start_at && !task.due_date && people.length === 0 && comments === 0 && !facts) return null;
  return (
    <div className={classes.facts}>
      <DueDate start={task.start_at} due={task.due_date} done={task.status === 1} today={today} />
      <RowParts task={task} texts={texts} parts={parts} place="facts" />
      {comments > 0 && (
        <span className={classes.fact}>
          <span className={`${icons.icon} ${icons.comment}`} aria-hidden />
          {texts.comments(comments)}
        </span>
      )}
      {people.length > 0 && <RowPeople people={people} />}
    </div>
  );
}
