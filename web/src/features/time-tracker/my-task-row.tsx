import { MODULE } from "@cairn/shared/modules";
import type { MyTaskRowPart } from "../my-tasks/extensions";
import { TrackedTime } from "./components/TrackedTime";

const part: MyTaskRowPart = {
  key: "tracked-time",
  order: 20,
  module: MODULE.timeTracker,
  Part: ({ task }) => task.meta && <TrackedTime meta={task.meta} />,
};

export default part;
