/**
 * Believable content for the scale generator: a seeded random source (the same seed makes the same workspace,
 * so two bench runs read the same rows) and the words a small agency's task manager fills up with. Text keeps
 * to the Basic Multilingual Plane: the plugin's tables are utf8mb3 on most installs.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  chance(p: number): boolean;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32: tiny and fast, and good enough to spread rows (nothing here needs more). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

const FIRST = [
  "Anna",
  "Jonas",
  "Léa",
  "Mateo",
  "Sofia",
  "Noah",
  "Chloé",
  "Lukas",
  "Amélie",
  "Omar",
  "Ines",
  "Pavel",
  "Mia",
  "Henrik",
  "Zoë",
  "Tomás",
  "Elif",
  "Rafael",
  "Nora",
  "Søren",
  "Priya",
  "Dmitri",
  "Jürgen",
  "Aisha",
];
const LAST = [
  "Müller",
  "García",
  "Dubois",
  "Rossi",
  "Nowak",
  "Jensen",
  "O'Brien",
  "Novák",
  "Silva",
  "Kaya",
  "Andersson",
  "Fischer",
  "Moreau",
  "Costa",
  "Horváth",
  "Yilmaz",
  "Bianchi",
  "Lindqvist",
  "Ferreira",
  "Kowalski",
];

export const personName = (r: Random) => ({ first: r.pick(FIRST), last: r.pick(LAST) });

const CLIENTS = [
  "Acme Logistics",
  "Nordwind GmbH",
  "Café Lumière",
  "Harbor & Pine",
  "Blue Fjord Travel",
  "Mercado Verde",
  "Atlas Dental",
  "Kiwi Robotics",
  "Sunrise Bakery",
  "Orchard Health",
  "Vertex Legal",
  "Polar Outfitters",
];
const PROJECT_KINDS = [
  "website relaunch",
  "mobile app",
  "brand refresh",
  "CRM migration",
  "spring campaign",
  "intranet",
  "online shop",
  "annual report",
  "support portal",
  "data warehouse",
  "onboarding flow",
  "SEO audit",
];

export const projectTitle = (r: Random, n: number) => `${r.pick(CLIENTS)} — ${r.pick(PROJECT_KINDS)} ${n}`;

export const LIST_TITLES = [
  "Backlog",
  "Design",
  "Development",
  "Content",
  "QA & testing",
  "Launch",
  "Research",
  "Marketing",
  "Operations",
  "Bugs",
  "Copywriting",
  "Analytics",
  "Legal review",
  "Hand-over",
];
export const MILESTONE_TITLES = ["Kick-off", "Beta", "Go-live", "Phase 2", "Sign-off", "Review"];
export const BOARD_TITLES = ["Kick-off notes", "Weekly sync", "Open questions", "Decisions log"];

const VERBS = [
  "Review",
  "Draft",
  "Fix",
  "Update",
  "Design",
  "Test",
  "Write",
  "Migrate",
  "Prepare",
  "Check",
  "Refactor",
  "Translate",
  "Set up",
  "Clean up",
  "Document",
  "Plan",
];
const OBJECTS = [
  "the checkout page",
  "the onboarding e-mails",
  "login redirect",
  "the pricing table",
  "footer links",
  "the API rate limits",
  "search results",
  "invoice PDF layout",
  "the café menu page",
  "staging server",
  "cookie banner",
  "newsletter template",
  "product photos",
  "the FAQ",
  "password reset flow",
  "analytics events",
  "the style guide",
  "accessibility issues",
  "mobile navigation",
  "the sitemap",
];
const DETAILS = [
  "",
  "",
  "",
  " for Q3",
  " (follow-up)",
  " — client feedback",
  " before launch",
  " & sign-off",
  " on staging",
  " in German",
];

export const taskTitle = (r: Random) => `${r.pick(VERBS)} ${r.pick(OBJECTS)}${r.pick(DETAILS)}`;

const SENTENCES = [
  "Please check the latest draft before Friday.",
  "I've attached the notes from the call with the client.",
  "This depends on the API changes landing first.",
  "Looks good to me — merging after QA.",
  "Can we keep the old behaviour for existing users?",
  "The client asked for a darker shade & bigger headings.",
  "Moved the deadline by a week, see the thread.",
  "Done on staging, waiting for approval.",
  "Müller wants the German copy reviewed by their team.",
  "Numbers don't add up yet, I'll re-run the export.",
  "Blocked until we get the credentials.",
  "Let's discuss this in the weekly sync.",
];

/** A task or comment text as people type it: plain lines, or the editor's HTML (which escapes & as &#038;). */
export function someText(r: Random, sentences: number): string {
  const parts = Array.from({ length: sentences }, () => r.pick(SENTENCES));
  if (r.chance(0.5)) return parts.join(r.chance(0.3) ? "\n\n" : " ");
  return parts.map((s) => `<p>${s.replace(/&/g, "&#038;")}</p>`).join("\n");
}

/** A timestamp as MySQL holds it ("2026-03-04 09:15:00"); the generated site, like the fixture's, is on UTC. */
export const mysqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** A date-only field (start, due, achieve) as the plugin stores it: that day at 00:00:00. */
export const mysqlDay = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)} 00:00:00`;
