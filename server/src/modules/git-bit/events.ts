/**
 * A delivery from GitHub or Bitbucket as the one thing Cairn does with it. The providers' payloads are read
 * here only (their documented shapes: GitHub's `issues` and `issue_comment` events, Bitbucket Cloud's
 * `issue:created`, `issue:updated` and `issue:comment_created`); everything else is `ignored`.
 */
export type Source = "github" | "bitbucket";

export type RemoteIssue = { id: string; title: string; body: string };
export type RemoteComment = { id: string; body: string };

export type IssueEvent =
  | { action: "open"; issue: RemoteIssue }
  | { action: "close" | "reopen" | "delete"; issue: RemoteIssue }
  | { action: "edit"; issue: RemoteIssue }
  | { action: "comment" | "edit_comment" | "delete_comment"; issue: RemoteIssue; comment: RemoteComment }
  | { action: "ignored"; reason: string };

export type Delivery = { source: Source; deliveryId: string; login: string | null; event: IssueEvent };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

function githubIssue(payload: Json): RemoteIssue {
  const issue = obj(payload.issue);
  return { id: str(issue.id), title: str(issue.title), body: str(issue.body) };
}

/** GitHub: X-GitHub-Event names the event, `action` what happened to the issue or comment. */
export function readGithub(eventName: string, payload: Json): IssueEvent {
  const action = str(payload.action);
  const issue = githubIssue(payload);
  if (!issue.id) return { action: "ignored", reason: `no issue in a "${eventName}" event` };
  if (eventName === "issues") {
    const map: Record<string, IssueEvent["action"]> = {
      opened: "open",
      closed: "close",
      reopened: "reopen",
      edited: "edit",
      deleted: "delete",
    };
    const mapped = map[action];
    if (!mapped) return { action: "ignored", reason: `issues.${action}` };
    return { action: mapped, issue } as IssueEvent;
  }
  if (eventName === "issue_comment") {
    const c = obj(payload.comment);
    const comment = { id: str(c.id), body: str(c.body) };
    const map: Record<string, "comment" | "edit_comment" | "delete_comment"> = {
      created: "comment",
      edited: "edit_comment",
      deleted: "delete_comment",
    };
    const mapped = map[action];
    if (!mapped || !comment.id) return { action: "ignored", reason: `issue_comment.${action}` };
    return { action: mapped, issue, comment };
  }
  return { action: "ignored", reason: eventName };
}

/** Bitbucket's closed states: the issue is done with, one way or another. */
const BITBUCKET_DONE = new Set(["resolved", "closed", "invalid", "duplicate", "wontfix"]);

function bitbucketIssue(payload: Json): RemoteIssue {
  const issue = obj(payload.issue);
  return { id: str(issue.id), title: str(issue.title), body: str(obj(issue.content).raw) };
}

/** Bitbucket Cloud: X-Event-Key names the event; an update's `changes` say what changed. */
export function readBitbucket(eventKey: string, payload: Json): IssueEvent {
  const issue = bitbucketIssue(payload);
  if (!issue.id) return { action: "ignored", reason: `no issue in "${eventKey}"` };
  if (eventKey === "issue:created") return { action: "open", issue };
  if (eventKey === "issue:comment_created") {
    const c = obj(payload.comment);
    const comment = { id: str(c.id), body: str(obj(c.content).raw) };
    if (!comment.id) return { action: "ignored", reason: "a comment without an id" };
    return { action: "comment", issue, comment };
  }
  if (eventKey === "issue:updated") {
    const changes = obj(payload.changes);
    const state = obj(changes.state);
    if (state.new !== undefined) return { action: BITBUCKET_DONE.has(str(state.new)) ? "close" : "reopen", issue };
    if (changes.title !== undefined || changes.content !== undefined) return { action: "edit", issue };
    return { action: "ignored", reason: "an update of other fields" };
  }
  return { action: "ignored", reason: eventKey };
}

/** The sender's login: GitHub's `sender.login`, Bitbucket's actor nickname (usernames left its API in 2019). */
export function senderLogin(source: Source, payload: Json): string | null {
  const login =
    source === "github"
      ? str(obj(payload.sender).login)
      : str(obj(payload.actor).nickname) || str(obj(payload.actor).username);
  return login || null;
}
