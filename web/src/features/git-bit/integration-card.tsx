import { MODULE } from "@cairn/shared/modules";
import type { IntegrationCard } from "../settings/integrations";
import { GitBitCard } from "./GitBitCard";

/** After Slack's: the GitHub/Bitbucket card's user map wants the width. */
const card: IntegrationCard = { key: "git-bit", order: 20, module: MODULE.gitBit, Card: GitBitCard };

export default card;
