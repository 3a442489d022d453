import type { TaskCustomField } from "@cairn/shared";
import { type ShownFields, shownValues } from "../shown-fields";
import classes from "./CustomFields.module.css";

type Props = { values: readonly TaskCustomField[] | undefined; shown: ShownFields };

/** The chosen fields of a task row, one cell each (an empty one as a dash), so they line up as columns. */
export function RowFieldCells({ values, shown }: Props) {
  const cells = shownValues(values, shown);
  if (cells.length === 0) return null;
  return (
    <div className={classes.cells} data-testid="task-row-fields">
      {cells.map((c) => (
        <span key={c.id} className={classes.cell} title={`${c.name}: ${c.text || shown.texts.none}`}>
          <span className={classes.name}>{c.name}</span>
          <span className={classes.value} data-empty={c.text === "" || undefined}>
            {c.text || shown.texts.none}
          </span>
        </span>
      ))}
    </div>
  );
}

/** The fields a card shows: those with a value, one line each. */
export function CardFieldLines({ values, shown }: Props) {
  const lines = shownValues(values, shown).filter((c) => c.text !== "");
  if (lines.length === 0) return null;
  return (
    <div className={classes.cardFields} data-testid="card-fields">
      {lines.map((c) => (
        <span key={c.id} className={classes.cardField}>
          <span className={classes.name}>{c.name}</span>
          <span className={classes.value}>{c.text}</span>
        </span>
      ))}
    </div>
  );
}
