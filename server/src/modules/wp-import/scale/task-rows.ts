import { mysqlDay, mysqlTime, someText, taskTitle } from "./fake";
import type { ProjectPlan } from "./project-rows";
import { addActivity, addComment, between, DAY, END, type Workspace } from "./workspace";

/**
 * One task and what comes with it, as the plugin writes them: the task row, its place in a list
 * (pm_boardables, order = latest + 1), assignees (half the tasks), the privacy meta the privacy route adds, a
 * task type link, about one comment (some of them replies), and about three activity rows: create_task, one
 * per comment, a field update on most, and for a completed task the status change with its assignee marked
 * done and the "Task marked as done" note (a task_activity comment, written without an activity row).
 */
const ESTIMATES = [30, 60, 90, 120, 180, 240, 480];
const RECENT = 30;

type TaskFacts = { id: number; title: string; created: number; plan: ProjectPlan };

export async function addTask(ws: Workspace, plan: ProjectPlan): Promise<void> {
  const { random: r, writer, counts } = ws;
  const id = ws.ids.take("pm_tasks");
  // Spread over the project's life in the order they are made, so ids and creation times grow together.
  const created = Math.floor(plan.created + 4 * DAY + (plan.made / plan.quota) * (END - plan.created - 5 * DAY) * 0.97);
  plan.made++;
  const parent = plan.recent.length > 0 && r.chance(0.07) ? r.pick(plan.recent) : null;
  const list = parent ? parent.list : r.chance(0.03) ? plan.inbox : r.pick(plan.lists).id;
  const people = [...plan.managers, ...plan.workers];
  const author = r.pick(people);
  const assignees = r.chance(0.5)
    ? [...new Set([r.pick(plan.workers), ...(r.chance(0.25) ? [r.pick(people)] : [])])]
    : [];
  const completed = r.chance(0.35);
  const completedAt = completed ? between(r, created + 3_600_000, created + 40 * DAY) : null;
  const completer = completed ? (assignees.length > 0 && r.chance(0.8) ? assignees[0] : r.pick(people)) : null;
  const isPrivate = r.chance(0.05);
  const hidden = isPrivate || plan.lists.some((l) => l.id === list && l.isPrivate);
  const title = taskTitle(r);
  const due = r.chance(0.4) ? between(r, created + DAY, created + 60 * DAY) : null;
  const start = due !== null && r.chance(0.5) ? between(r, created, due) : null;
  const t = mysqlTime(created);
  const done = completedAt === null ? null : mysqlTime(completedAt);
  const description = r.chance(0.6) ? someText(r, r.int(1, 4)) : null;
  await writer.add("pm_tasks", [
    id,
    title,
    description,
    r.chance(0.3) ? r.pick(ESTIMATES) : 0,
    start === null ? null : mysqlDay(start),
    due === null ? null : mysqlDay(due),
    null,
    1,
    0,
    r.chance(0.01) ? 1 : 0,
    completed ? 1 : 0,
    isPrivate ? 1 : 0,
    plan.id,
    parent ? parent.id : 0,
    completer,
    done,
    author,
    author,
    t,
    done ?? t,
  ]);
  counts.tasks++;
  if (isPrivate) counts.privateTasks++;
  if (parent) counts.subTasks++;
  else {
    plan.recent.push({ id, list });
    if (plan.recent.length > RECENT) plan.recent.shift();
  }
  const order = (plan.listOrder.get(list) ?? 0) + 1;
  plan.listOrder.set(list, order);
  await writer.add("pm_boardables", [
    ws.ids.take("pm_boardables"),
    list,
    "task_list",
    id,
    "task",
    order,
    author,
    author,
    t,
    t,
  ]);
  for (const user of assignees) {
    const mine = completer === user ? done : null;
    await writer.add("pm_assignees", [
      ws.ids.take("pm_assignees"),
      id,
      user,
      mine ? 1 : 0,
      author,
      author,
      t,
      null,
      mine,
      plan.id,
      t,
      mine ?? t,
    ]);
    counts.assignees++;
  }
  if (isPrivate && r.chance(0.5)) {
    await writer.add("pm_meta", [ws.ids.take("pm_meta"), id, "task", "privacy", "1", plan.id, author, author, t, t]);
  }
  if (ws.taskTypeId !== null && r.chance(0.1))
    await writer.add("pm_task_type_task", [ws.taskTypeId, id, plan.id, list]);

  const facts: TaskFacts = { id, title, created, plan };
  await addActivity(ws, {
    actor: author,
    action: "create_task",
    type: "create",
    resourceId: id,
    resourceType: "task",
    meta: { task_title: title },
    projectId: plan.id,
    at: created,
  });
  if (r.chance(0.6)) await addFieldUpdate(ws, facts, author);
  await addComments(ws, facts, hidden);
  if (completer !== null && completedAt !== null) {
    const meta = { task_title: title, task_status_old: "incomplete", task_status_new: "complete" };
    await addActivity(ws, {
      actor: completer,
      action: "update_task_status",
      type: "update",
      resourceId: id,
      resourceType: "task",
      meta,
      projectId: plan.id,
      at: completedAt,
    });
    await addComment(ws, {
      content: "Task marked as done",
      onType: "task_activity",
      onId: id,
      projectId: plan.id,
      by: completer,
      at: completedAt,
    });
    counts.completedTasks++;
  }
}

/** One of the Task_Observer's field updates, with the meta keys it logs. */
async function addFieldUpdate(ws: Workspace, task: TaskFacts, actor: number) {
  const r = ws.random;
  const at = between(r, task.created + 600_000, task.created + 20 * DAY);
  const kind = r.int(0, 3);
  const [action, meta]: [string, Record<string, string | number | null>] =
    kind === 0
      ? [
          "update_task_due_date",
          { task_title: task.title, task_due_date_old: null, task_due_date_new: mysqlDay(at + 14 * DAY) },
        ]
      : kind === 1
        ? ["update_task_title", { task_title_old: `${task.title} (draft)`, task_title_new: task.title }]
        : kind === 2
          ? [
              "update_task_estimation",
              { task_title: task.title, task_estimation_old: 0, task_estimation_new: r.pick(ESTIMATES) },
            ]
          : ["update_task_description", { task_title: task.title }];
  await addActivity(ws, {
    actor,
    action,
    type: "update",
    resourceId: task.id,
    resourceType: "task",
    meta,
    projectId: task.plan.id,
    at,
  });
}

/** 0–3 comments (about one on average); a client comments only on what he can see. */
async function addComments(ws: Workspace, task: TaskFacts, hidden: boolean) {
  const r = ws.random;
  const roll = r.next();
  const n = roll < 0.35 ? 0 : roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
  let at = task.created;
  let previous: number | null = null;
  const people = [...task.plan.managers, ...task.plan.workers];
  for (let i = 0; i < n; i++) {
    at = between(r, at + 60_000, at + 10 * DAY);
    const by = task.plan.client !== null && !hidden && r.chance(0.1) ? task.plan.client : r.pick(people);
    // A reply (commentable_type comment) names the comment it answers; its activity is still on the task.
    const reply = previous !== null && r.chance(0.15);
    const onType = reply ? "comment" : "task";
    const onId = reply ? (previous as number) : task.id;
    const comment = await addComment(ws, {
      content: someText(r, r.int(1, 3)),
      onType,
      onId,
      projectId: task.plan.id,
      by,
      at,
    });
    const action = reply ? "reply_comment_on_task" : "comment_on_task";
    await addActivity(ws, {
      actor: by,
      action,
      type: "create",
      resourceId: task.id,
      resourceType: "task",
      meta: { comment_id: comment, task_title: task.title },
      projectId: task.plan.id,
      at,
    });
    previous = comment;
  }
}
