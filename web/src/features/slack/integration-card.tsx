import { MODULE } from "@cairn/shared/modules";
import type { IntegrationCard } from "../settings/integrations";
import { SlackCard } from "./SlackCard";

const card: IntegrationCard = { key: "slack", order: 10, module: MODULE.slack, Card: SlackCard };

export default card;
