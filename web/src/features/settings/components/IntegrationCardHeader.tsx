import { Group, Switch, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** An integration card's first row: its logo and name, and the switch that turns it on for the project. */
export function IntegrationCardHeader(props: {
  icon: ReactNode;
  title: string;
  switchLabel: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {props.icon}
        <Title order={3} size="h4">
          {props.title}
        </Title>
      </Group>
      <Switch
        aria-label={props.switchLabel}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onToggle(e.currentTarget.checked)}
      />
    </Group>
  );
}
