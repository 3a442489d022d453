import type { ComponentType } from "react";

/** An integration's card on a project's Integrations tab, shown while its module (`module`) is on. */
export type IntegrationCard = {
  key: string;
  order: number;
  module: string;
  Card: ComponentType<{ projectId: number }>;
};

/**
 * Each integration's `integration-card.tsx` (default export), found by name as app/registry.ts finds
 * `routes.tsx`: the settings name no integration, and the cards load with the tab (components/IntegrationsTab).
 */
const found = import.meta.glob<{ default: IntegrationCard }>("../*/integration-card.tsx", { eager: true });
export const integrationCards: readonly IntegrationCard[] = Object.values(found)
  .map((m) => m.default)
  .sort((a, b) => a.order - b.order);
