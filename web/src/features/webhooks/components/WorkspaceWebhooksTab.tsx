import { WebhooksPanel } from "./WebhooksPanel";

const WORKSPACE = { projectId: null };

/** The global settings' Webhooks tab (global managers): endpoints that hear every project they see. */
export default function WorkspaceWebhooksTab() {
  return <WebhooksPanel scope={WORKSPACE} />;
}
