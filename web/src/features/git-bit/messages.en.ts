export default {
  title: "GitHub / Bitbucket",
  description:
    "Turn the issues of a GitHub or Bitbucket repository into this project's tasks: opened, closed, reopened, edited and commented issues keep their task in step.",
  enable: "Sync issues",
  webhook: "Webhook URL",
  webhookHint:
    "In the repository's settings, add a webhook with this URL (content type application/json) for issues and issue comments. Click to copy.",
  copied: "Webhook Copied",
  copy: "Copy the webhook URL",
  regenerate: "New address",
  regenerateTitle: "Make a new webhook address?",
  regenerateMessage: "The current address stops working at once: update the webhook in GitHub or Bitbucket.",
  secret: "Secret",
  secretHint:
    "The same secret as in the webhook's settings: deliveries without its signature are refused. Leave empty for none.",
  secretSet: "A secret is set. Type a new one to replace it, or clear it below.",
  clearSecret: "Remove the secret",
  save: "Save",
  users: {
    heading: "User mapping",
    intro: "Match each member to their GitHub or Bitbucket login, so that their issues and comments appear as theirs.",
    member: "Member",
    username: "Username",
    github: "GitHub login",
    bitbucket: "Bitbucket login",
    githubOf: "GitHub login of {{name}}",
    bitbucketOf: "Bitbucket login of {{name}}",
    save: "Save user mapping",
    loadError: "The members could not be loaded.",
  },
  off: "Switch it on to get the webhook address.",
};
