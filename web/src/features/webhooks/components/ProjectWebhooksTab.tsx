import { useMemo } from "react";
import type { Project } from "../../../api/types";
import { WebhooksPanel } from "./WebhooksPanel";

/** A project's settings tab (its managers): endpoints that hear this project's changes. */
export default function ProjectWebhooksTab({ project }: { project: Project }) {
  const scope = useMemo(() => ({ projectId: project.id }), [project.id]);
  return <WebhooksPanel scope={scope} />;
}
