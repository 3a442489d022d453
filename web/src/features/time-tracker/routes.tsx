import { MODULE } from "@cairn/shared/modules";
import { IconClockPlay } from "@tabler/icons-react";
import type { FeatureDefinition } from "../../app/registry";

/**
 * The time tracker is an add-on module with no screen of its own: the timer on tasks (modal and rows), the
 * running-timer chip in the header and the modal's time section, all hidden while the Modules screen has it off.
 */
const feature: FeatureDefinition = {
  name: "time-tracker",
  module: { key: MODULE.timeTracker, icon: <IconClockPlay size={40} /> },
};

export default feature;
