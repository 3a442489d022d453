import {
  ACTIVITY_RESOURCES,
  ACTIVITY_UPDATE_FIELDS,
  type ActivityResource,
  COMMENT_TARGETS,
  type CommentTarget,
} from "@cairn/shared/activity-text";
import type { ACTIVITY_VALUE_WORDS } from "./activity-words";

/**
 * Die Aktivitätssätze auf Deutsch, mit denselben Schlüsseln wie die englischen (@cairn/shared/activity-text
 * baut sie aus denselben Listen): Jedes Ding hat sein Geschlecht, daher stehen hier die Artikel je Fall.
 */
type Noun = { acc: string; dat: string; gen: string };

const NOUNS: Record<ActivityResource, Noun> = {
  project: { acc: "das Projekt", dat: "dem Projekt", gen: "des Projekts" },
  task_list: { acc: "die Aufgabenliste", dat: "der Aufgabenliste", gen: "der Aufgabenliste" },
  task: { acc: "die Aufgabe", dat: "der Aufgabe", gen: "der Aufgabe" },
  sub_task: { acc: "die Unteraufgabe", dat: "der Unteraufgabe", gen: "der Unteraufgabe" },
  milestone: { acc: "den Meilenstein", dat: "dem Meilenstein", gen: "des Meilensteins" },
  discussion_board: { acc: "die Diskussion", dat: "der Diskussion", gen: "der Diskussion" },
  label: { acc: "das Label", dat: "dem Label", gen: "des Labels" },
  file: { acc: "die Datei", dat: "der Datei", gen: "der Datei" },
  department: { acc: "die Abteilung", dat: "der Abteilung", gen: "der Abteilung" },
};

/** Where a comment hangs, as "zu …" names it. */
const COMMENT_ON: Record<CommentTarget, string> = {
  task: "zur Aufgabe",
  task_list: "zur Aufgabenliste",
  discussion_board: "zur Diskussion",
  milestone: "zum Meilenstein",
  project: "zum Projekt",
  file: "zur Datei",
};

/** Each logged field with its article, as the object of "hat … geändert". */
const FIELDS: Record<string, string> = {
  title: "den Titel",
  description: "die Beschreibung",
  status: "den Status",
  budget: "das Budget",
  pay_rate: "den Stundensatz",
  est_completion_date: "das voraussichtliche Fertigstellungsdatum",
  color_code: "die Farbe",
  order: "die Reihenfolge",
  privacy: "die Sichtbarkeit",
  milestone: "den Meilenstein",
  achieve_date: "das Fälligkeitsdatum",
  estimation: "die geschätzte Zeit",
  start_at_date: "das Startdatum",
  due_date: "das Fälligkeitsdatum",
  complexity: "die Komplexität",
  priority: "die Priorität",
  payable_status: "die Abrechenbarkeit",
  recurrent: "die Wiederholung",
  task_list: "die Aufgabenliste",
  members: "die Mitglieder",
  assignees: "die Zuständigen",
  labels: "die Labels",
  department: "die Abteilung",
  url: "die Adresse",
  folder: "den Ordner",
  lead: "die Leitung",
  parent: "die übergeordnete Aufgabe",
  type: "den Typ",
  settings: "die Einstellungen",
};

/** Fields whose sentence has no "von A auf B" part, as in the English templates. */
const WITHOUT_VALUES = new Set(["description", "members", "assignees", "order", "labels", "type", "settings"]);

const VALUES: Record<(typeof ACTIVITY_VALUE_WORDS)[number], string> = {
  none: "leer",
  incomplete: "offen",
  complete: "erledigt",
  pending: "ausstehend",
  current: "aktuell",
  archived: "archiviert",
  basic: "einfach",
  intermediate: "mittel",
  advance: "fortgeschritten",
  low: "niedrig",
  medium: "mittel",
  high: "hoch",
  weekly: "wöchentlich",
  monthly: "monatlich",
  annually: "jährlich",
  daily: "täglich",
  never: "nie",
  private: "privat",
  public: "öffentlich",
  payable: "abrechenbar",
  "not payable": "nicht abrechenbar",
};

function buildSentences(): Record<string, string> {
  const t: Record<string, string> = {
    "activity.unknown": "{{actor}} hat etwas geändert: {{action}}.",
    "activity.project.duplicate": "{{actor}} hat das Projekt {{old_title}} als {{title}} dupliziert.",
    "activity.task_list.duplicate": "{{actor}} hat die Aufgabenliste {{old_title}} als {{title}} dupliziert.",
    "activity.project.from_order":
      "{{actor}} hat das Projekt {{title}} für die Bestellung #{{order}} aus der Vorlage {{template}} angelegt.",
    "activity.module.activate": "{{actor}} hat das Modul {{title}} eingeschaltet.",
    "activity.module.deactivate": "{{actor}} hat das Modul {{title}} ausgeschaltet.",
    "activity.license.activate": "{{actor}} hat die Lizenz von {{email}} aktiviert.",
    "activity.license.delete": "{{actor}} hat die Lizenz von {{email}} gelöscht.",
    "activity.settings.update": "{{actor}} hat die allgemeinen Einstellungen geändert.",
    "activity.settings.mail": "{{actor}} hat die Mail-Einstellungen geändert.",
    "activity.user.update": "{{actor}} hat das Konto von {{title}} geändert.",
    "activity.user.grant_manager": "{{actor}} hat {{title}} zum globalen Manager gemacht.",
    "activity.user.revoke_manager": "{{actor}} hat {{title}} die Rolle des globalen Managers entzogen.",
    "activity.user.deactivate": "{{actor}} hat das Konto von {{title}} deaktiviert.",
    "activity.user.reactivate": "{{actor}} hat das Konto von {{title}} wieder aktiviert.",
    "activity.user.delete": "{{actor}} hat ein Benutzerkonto gelöscht.",
    "activity.user.password_reset": "{{actor}} hat {{title}} einen Link zum Zurücksetzen des Passworts geschickt.",
    "activity.user.sessions_revoke": "{{actor}} hat {{title}} überall abgemeldet.",
  };
  for (const resource of Object.keys(ACTIVITY_RESOURCES) as ActivityResource[]) {
    const noun = NOUNS[resource];
    t[`activity.${resource}.create`] = `{{actor}} hat ${noun.acc} {{title}} angelegt.`;
    t[`activity.${resource}.delete`] = `{{actor}} hat ${noun.acc} {{title}} gelöscht.`;
    t[`activity.${resource}.update`] = `{{actor}} hat ${noun.acc} {{title}} geändert.`;
    for (const field of ACTIVITY_UPDATE_FIELDS[resource]) {
      const what = FIELDS[field] ?? `das Feld „${field}“`;
      t[`activity.${resource}.update.${field}`] = WITHOUT_VALUES.has(field)
        ? `{{actor}} hat ${what} ${noun.gen} {{title}} geändert.`
        : `{{actor}} hat ${what} ${noun.gen} {{title}} von {{old}} auf {{new}} geändert.`;
    }
  }
  t["activity.task.update.title"] = "{{actor}} hat die Aufgabe {{old}} in {{new}} umbenannt.";
  t["activity.task.update.status"] = "{{actor}} hat den Status der Aufgabe {{title}} von {{old}} auf {{new}} geändert.";
  t["activity.file.update.version"] = "{{actor}} hat eine neue Version der Datei {{title}} hochgeladen.";
  for (const target of Object.keys(COMMENT_TARGETS) as CommentTarget[]) {
    const on = COMMENT_ON[target];
    t[`activity.comment.create.${target}`] = `{{actor}} hat ${on} {{title}} einen Kommentar geschrieben.`;
    t[`activity.comment.update.${target}`] = `{{actor}} hat einen Kommentar ${on} {{title}} bearbeitet.`;
    t[`activity.comment.delete.${target}`] = `{{actor}} hat einen Kommentar ${on} {{title}} gelöscht.`;
    t[`activity.reply.create.${target}`] = `{{actor}} hat auf einen Kommentar ${on} {{title}} geantwortet.`;
    t[`activity.reply.update.${target}`] = `{{actor}} hat eine Antwort ${on} {{title}} bearbeitet.`;
    t[`activity.reply.delete.${target}`] = `{{actor}} hat eine Antwort ${on} {{title}} gelöscht.`;
  }
  for (const [word, text] of Object.entries(VALUES)) t[`value.${word}`] = text;
  t.someone = "Jemand";
  return t;
}

export const activity = buildSentences();
