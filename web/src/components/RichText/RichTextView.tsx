import { Typography } from "@mantine/core";
import { type MouseEvent, useMemo } from "react";
import { useNavigate } from "react-router";
import { routeTo } from "../../app/route-names";
import classes from "./RichText.module.css";

/** Task mentions become links to the task (the stored HTML keeps them as spans, as the editor reads them). */
function linkTaskMentions(html: string, projectId: number | undefined): string {
  if (!projectId || !html.includes("taskMention")) return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const span of doc.querySelectorAll<HTMLElement>('span[data-type="taskMention"][data-id]')) {
    const id = Number(span.dataset.id);
    if (!Number.isInteger(id)) continue;
    const a = doc.createElement("a");
    a.href = routeTo("single_task", { project_id: projectId, task_id: id });
    a.className = "mention";
    a.dataset.internal = "true";
    a.textContent = span.textContent;
    span.replaceWith(a);
  }
  return doc.body.innerHTML;
}

/** Shows rich text the server has already sanitized, with the app's typography. */
export function RichTextView({ html, projectId }: { html: string; projectId?: number }) {
  const navigate = useNavigate();
  const prepared = useMemo(() => linkTaskMentions(html, projectId), [html, projectId]);
  // Links to tasks stay inside the app; a click (or Enter on the focused link) navigates without a reload.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>("a[data-internal]");
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    void navigate(a.getAttribute("href") ?? "/");
  };
  if (!html) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes rich text before storing it (ARCHITECTURE.md "Untrusted input").
    <Typography className={classes.content} onClick={onClick} dangerouslySetInnerHTML={{ __html: prepared }} />
  );
}
