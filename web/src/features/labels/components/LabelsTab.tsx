import { createLabelBody } from "@cairn/shared/schemas/labels";
import { IconTag } from "@tabler/icons-react";
import type { Project } from "../../../api/types";
import { useLabels, useLabelWrites } from "../api";
import { ColouredItemsEditor } from "./ColouredItemsEditor";

/** The task_label tab of project settings: the project's labels, created and edited in place. */
export default function LabelsTab({ project }: { project: Project }) {
  const labels = useLabels(project.id);
  return (
    <ColouredItemsEditor
      ns="labels"
      items={labels.data}
      writes={useLabelWrites(project.id)}
      schema={createLabelBody}
      testId="labels"
      emptyIcon={<IconTag size={24} />}
    />
  );
}
