export default {
  title: "Slack",
  description:
    "Post a message to a Slack channel when this project's tasks are created, updated, completed or commented on.",
  enable: "Post to Slack",
  settings: "Slack settings",
  needsWebhook: "Enter the webhook URL first.",
  modalTitle: "Slack settings",
  webhook: "Webhook URL",
  webhookHint:
    "In Slack: Apps → Incoming Webhooks → Add to a channel, then paste the URL it gives (https://hooks.slack.com/…).",
  tasks: "Tasks",
  subTasks: "Sub-tasks",
  options: {
    create: "Created",
    update: "Title, description or due date changed",
    complete: "Completed",
    incomplete: "Re-opened",
    createComment: "New comment",
    updateComment: "Comment edited",
  },
  privateNote: "Private tasks and lists are never posted.",
  save: "Save",
  sendTest: "Send a test message",
  configured: "Posting to {{host}}",
  configuredOff: "Off: the webhook to {{host}} is kept for when you turn it on.",
  notConfigured: "No webhook yet.",
};
