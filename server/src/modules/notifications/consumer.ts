import { registerActivityConsumer } from "../../core/events/activity-events";
import { layoutMail } from "../../core/mail/layout";
import { enqueueMail } from "../../core/mail/mail-jobs";
import { classifyChange } from "./classify";
import { mailFrame, SITE_NAME } from "./frame";
import { loadRecipients, wantsMail } from "./recipients";
import { loadMailSubject } from "./subject";
import { notificationContent } from "./templates";

/**
 * Notification mail: the people a change concerns (or the project's members), minus its author, those who
 * may not read it, and those whose switches say no; named people (mentions, notify_users) past their kind's
 * switch. One mail job per person, queued with the event's other jobs.
 */
export function installNotificationMail(): void {
  registerActivityConsumer("notification-mail", async (rows, ctx, tx) => {
    if (!ctx.mailer.enabled) return;
    const event = classifyChange(rows);
    if (!event) return;
    const subject = await loadMailSubject(tx, event);
    if (!subject) return;
    const named = new Set(subject.named);
    const ids = [...new Set([...subject.concerned, ...subject.named])];
    const people = subject.everyMember
      ? await loadRecipients(tx, event.projectId, { everyMember: true })
      : ids.length > 0
        ? await loadRecipients(tx, event.projectId, { userIds: ids })
        : [];
    const publicUrl = ctx.config.publicUrl;
    const frame = await mailFrame(tx, publicUrl);
    const messages = people
      .filter((p) => p.id !== event.actorId)
      .filter((p) => p.mayRead(event.privateKinds, event.ownerId))
      .filter((p) => wantsMail(p, event.kind, named.has(p.id)))
      .map((p) =>
        layoutMail(notificationContent(event, subject, SITE_NAME, p.email, `${publicUrl}${subject.path}`), frame),
      );
    await enqueueMail(tx, messages);
  });
}
