import { Badge } from "@mantine/core";
import type { ReactNode } from "react";

/** A delivery's outcome as a badge: dark teal for a 2xx, dark red otherwise (light tints failed contrast checks). */
export function StatusBadge({ ok, title, children }: { ok: boolean; title?: string; children: ReactNode }) {
  return (
    <Badge color={ok ? "teal.9" : "red.9"} variant="filled" title={title}>
      {children}
    </Badge>
  );
}
