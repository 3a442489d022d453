import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type MouseEvent, memo } from "react";
import { DragHandle, type DragWiring } from "../../../components/DragHandle";
import { DueDate } from "../../../components/DueDate";
import icons from "../../../components/MaskIcon.module.css";
import { avatarColor, initials } from "../../../components/UserAvatar";
import { CardFieldLines } from "../../custom-fields/components/FieldCells";
import type { ShownFields } from "../../custom-fields/shown-fields";
import { SubTaskChip, subTaskCounts } from "../../sub-tasks/components/SubTaskChip";
import { RowLabels } from "../../tasks/components/TaskRow";
import { type KanbanData, kanbanId } from "../dnd/ids";
import type { Card } from "../types";
import classes from "./Kanboard.module.css";

/** What every card of the board shares, made once for the board (texts, today, links). */
export type CardShared = {
  href: (taskId: number) => string;
  open: (event: MouseEvent<HTMLAnchorElement>) => void;
  today: string;
  subTasks: boolean;
  /** The custom fields marked to show on cards (none: null). */
  fields?: ShownFields | null;
  texts: {
    drag: (title: string) => string;
    private: string;
    comments: (n: number) => string;
    subTasks: (done: number, total: number) => string;
    nextTo: (title: string, column: string) => string;
    inColumn: (column: string) => string;
  };
};

/** A card that can be dragged by its handle (pointer, touch or keyboard) unless `locked`. */
export function SortableCard(props: {
  card: Card;
  column: { id: number; title: string };
  shared: CardShared;
  locked: boolean;
}) {
  const { card, column, shared, locked } = props;
  const data: KanbanData = {
    type: "card",
    columnId: column.id,
    title: card.title,
    place: shared.texts.nextTo(card.title, column.title),
  };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: kanbanId("card", card.id),
    data,
    disabled: { draggable: locked, droppable: false },
  });
  // The card being moved is over its own place: it is simply in its column. dnd-kit reads this same object
  // when it announces, so the words follow the card as it crosses columns.
  if (isDragging) data.place = shared.texts.inColumn(column.title);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : undefined }}
    >
      <CardView
        card={card}
        shared={shared}
        handle={locked ? undefined : { ref: setActivatorNodeRef, attributes, listeners }}
      />
    </div>
  );
}

/**
 * A card: title (opens the task), lock, labels, due date (red when past and not done), sub-tasks, comments and
 * people. Plain elements, memoized: a board shows hundreds.
 */
export const CardView = memo(function CardView({
  card,
  shared,
  handle,
}: {
  card: Card;
  shared: CardShared;
  handle?: DragWiring;
}) {
  const done = card.status === 1;
  const subTasks = shared.subTasks ? subTaskCounts(card.meta) : null;
  const comments = card.meta.total_comment;
  const people = card.assignees.data;
  return (
    <article className={classes.card} data-testid="kanboard-card" data-task-id={card.id} aria-label={card.title}>
      {handle && (
        <DragHandle
          wiring={handle}
          label={shared.texts.drag(card.title)}
          className={classes.handle}
          testId="card-drag-handle"
        />
      )}
      <div className={classes.cardBody}>
        <a
          href={shared.href(card.id)}
          onClick={shared.open}
          className={classes.cardTitle}
          data-done={done || undefined}
        >
          {card.title}
          {card.meta.privacy && (
            <span
              role="img"
              aria-label={shared.texts.private}
              className={`${icons.icon} ${icons.lock}`}
              style={{ marginLeft: 4, verticalAlign: "-2px" }}
            />
          )}
        </a>
        <RowLabels labels={card.labels?.data} className={classes.labels} />
        {shared.fields && <CardFieldLines values={card.custom_fields?.data} shown={shared.fields} />}
        {(card.due_date || card.start_at || subTasks || comments > 0 || people.length > 0) && (
          <div className={classes.facts}>
            <DueDate start={card.start_at} due={card.due_date} done={done} today={shared.today} />
            {subTasks && <SubTaskChip {...subTasks} label={shared.texts.subTasks(subTasks.done, subTasks.total)} />}
            {comments > 0 && (
              <span className={classes.fact}>
                <span className={`${icons.icon} ${icons.comment}`} aria-hidden />
                {shared.texts.comments(comments)}
              </span>
            )}
            {people.length > 0 && <People people={people} />}
          </div>
        )}
      </div>
    </article>
  );
});

function People({ people, max = 3 }: { people: { id: number; display_name: string }[]; max?: number }) {
  const shown = people.length > max ? people.slice(0, max - 1) : people;
  const rest = people.slice(shown.length);
  return (
    <span className={classes.people}>
      {shown.map((p) => (
        <span
          key={p.id}
          className={classes.avatar}
          style={{ background: `var(--mantine-color-${avatarColor(p.id)}-filled)` }}
          role="img"
          aria-label={p.display_name}
          title={p.display_name}
        >
          {initials(p.display_name)}
        </span>
      ))}
      {rest.length > 0 && (
        <span
          className={classes.avatar}
          data-rest
          role="img"
          aria-label={rest.map((p) => p.display_name).join(", ")}
          title={rest.map((p) => p.display_name).join(", ")}
        >
          +{rest.length}
        </span>
      )}
    </span>
  );
}
