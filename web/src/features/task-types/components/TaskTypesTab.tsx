import { createTaskTypeBody } from "@cairn/shared/schemas/task-types";
import { IconCategory } from "@tabler/icons-react";
import { ColouredItemsEditor } from "../../labels/components/ColouredItemsEditor";
import { useTaskTypes, useTaskTypeWrites } from "../api";

/** Global settings → Task types: the workspace's types, created and edited in place. */
export default function TaskTypesTab() {
  const types = useTaskTypes();
  return (
    <ColouredItemsEditor
      ns="task-types"
      items={types.data}
      writes={useTaskTypeWrites()}
      defaultColor="#7c3aed"
      schema={createTaskTypeBody}
      testId="task-types"
      emptyIcon={<IconCategory size={24} />}
    />
  );
}
