import { MODULE } from "@cairn/shared/modules";
import { IconSearch } from "@tabler/icons-react";
import type { FeatureDefinition } from "../../app/registry";

/**
 * Search is an add-on module with no screen of its own: the box in the header (/ or Ctrl+K from anywhere) and
 * the box of each project, both hidden while the Modules screen has it off (useSearchOn).
 */
const feature: FeatureDefinition = {
  name: "search",
  module: { key: MODULE.search, icon: <IconSearch size={40} /> },
};

export default feature;
