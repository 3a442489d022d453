import { defineRowPart, type TaskExtension } from "../tasks/extensions";
import { RowFieldCells } from "./components/FieldCells";
import { TaskCustomFields } from "./components/TaskCustomFields";
import { type ShownFields, useColumnFields } from "./shown-fields";

/** The fields chosen as the list view's columns, under each row; the fields' values in the single task. */
const extension: TaskExtension = {
  rowParts: [
    defineRowPart<ShownFields>({
      key: "custom-fields",
      order: 10,
      place: "below",
      useBoard: useColumnFields,
      shows: () => true,
      Part: ({ task, board }) => <RowFieldCells values={task.custom_fields?.data} shown={board} />,
    }),
  ],
  sections: [{ key: "custom-fields", order: 10, Section: TaskCustomFields }],
};

export default extension;
