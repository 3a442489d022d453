import { MODULE } from "@cairn/shared/modules";
import { IconSubtask } from "@tabler/icons-react";
import type { FeatureDefinition } from "../../app/registry";

/**
 * Sub-tasks are an add-on module with no screen of their own: a section of the single task and the
 * "2/5" chips of task rows, both hidden while the Modules screen has it off (useDisabledModules).
 */
const feature: FeatureDefinition = {
  name: "sub-tasks",
  module: { key: MODULE.subTasks, icon: <IconSubtask size={40} /> },
};

export default feature;
