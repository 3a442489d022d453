/** The demo's people and projects. Dates are offsets in days from today; negative is in the past. */

export const DEMO_PASSWORD = "cairn-demo";

export type DemoPerson = { key: string; name: string; email: string; role: "manager" | "co-worker" | "client" };

export const PEOPLE: DemoPerson[] = [
  { key: "maya", name: "Maya Lindqvist", email: "maya@example.com", role: "manager" },
  { key: "daniel", name: "Daniel Okafor", email: "daniel@example.com", role: "manager" },
  { key: "jonas", name: "Jonas Weber", email: "jonas@example.com", role: "co-worker" },
  { key: "priya", name: "Priya Raman", email: "priya@example.com", role: "co-worker" },
  { key: "tomas", name: "Tomás García", email: "tomas@example.com", role: "co-worker" },
  { key: "aiko", name: "Aiko Tanaka", email: "aiko@example.com", role: "co-worker" },
  { key: "laura", name: "Laura Chen (Northwind)", email: "laura@example.com", role: "client" },
  { key: "sam", name: "Sam Patel (Brightside)", email: "sam@example.com", role: "client" },
  { key: "elena", name: "Elena Rossi (Rossi & Co)", email: "elena@example.com", role: "client" },
];

/**
 * A task line: "title | due offset | status | assignees | flags".
 * status: o open, d done, p pending; flags: "private".
 */
export type DemoProject = {
  title: string;
  description: string;
  color: string;
  manager: string;
  coWorkers: string[];
  clients: string[];
  milestones: { title: string; due: number; done?: boolean }[];
  lists: { title: string; private?: boolean; tasks: string[] }[];
  discussions: { title: string; body: string; by: string; replies: [string, string][] }[];
};

export const PROJECTS: DemoProject[] = [
  {
    title: "Website relaunch",
    description: "<p>New marketing site for Northwind: fresh design, faster pages, a blog.</p>",
    color: "#1c7ed6",
    manager: "maya",
    coWorkers: ["jonas", "priya"],
    clients: ["laura"],
    milestones: [
      { title: "Design sign-off", due: -9, done: true },
      { title: "Beta on staging", due: 12 },
      { title: "Go live", due: 33 },
    ],
    lists: [
      {
        title: "Design",
        tasks: [
          "Moodboard and colour palette | -20 | d | jonas",
          "Homepage wireframe | -14 | d | jonas",
          "Pricing page mock-up | -6 | d | jonas,priya",
          "Icon set for features section | 3 | o | jonas",
          "Dark mode variants | 9 | p | jonas",
        ],
      },
      {
        title: "Content",
        tasks: [
          "Collect customer quotes | -4 | o | laura",
          "Rewrite About us copy | 2 | o | maya",
          "Three launch blog posts | 15 | o | priya,laura",
          "Legal review of privacy page | -2 | o | maya | private",
        ],
      },
      {
        title: "Development",
        tasks: [
          "Set up static site build | -16 | d | priya",
          "Contact form with spam protection | -3 | o | priya",
          "Image pipeline (WebP, lazy loading) | 5 | o | priya",
          "Redirects from the old URLs | 10 | o | jonas",
          "Lighthouse score above 90 | 20 | o | priya",
        ],
      },
      {
        title: "Launch",
        tasks: [
          "DNS switch plan | 31 | o | maya",
          "Announce on social channels | 33 | o | laura",
          "Uptime monitoring | 28 | o | priya",
          "Post-launch retrospective | 40 | o | maya",
        ],
      },
    ],
    discussions: [
      {
        title: "Which analytics tool?",
        body: "<p>We should pick something privacy-friendly. Plausible or self-hosted Matomo?</p>",
        by: "priya",
        replies: [
          ["maya", "<p>Plausible is fine for us, Northwind already has an account.</p>"],
          ["laura", "<p>Agreed, please reuse our account.</p>"],
        ],
      },
    ],
  },
  {
    title: "Mobile app v2",
    description: "<p>Offline mode, push notifications and a new onboarding for the Brightside app.</p>",
    color: "#7048e8",
    manager: "daniel",
    coWorkers: ["priya", "tomas", "aiko"],
    clients: ["sam"],
    milestones: [
      { title: "Sprint 14 review", due: -1, done: true },
      { title: "Public beta", due: 18 },
    ],
    lists: [
      {
        title: "Sprint 14",
        tasks: [
          "Offline cache for the feed | -5 | d | tomas",
          "Push notification permissions screen | -2 | d | aiko",
          "Crash on Android 12 when rotating | -1 | o | tomas",
          "Sync conflicts: last write wins | 4 | o | tomas,priya",
          "Onboarding carousel animations | 6 | o | aiko",
        ],
      },
      {
        title: "Backlog",
        tasks: [
          "Biometric sign-in | 25 | o | tomas",
          "Widget for the home screen | 40 | o | aiko",
          "Accessibility audit | 14 | o | aiko",
          "Reduce app size below 30 MB | 21 | p | priya",
          "Tablet layout | 45 | o | aiko",
          "In-app feedback form | 30 | o | aiko",
          "Upgrade to the new maps SDK | 35 | o | tomas",
        ],
      },
      {
        title: "QA",
        tasks: [
          "Regression checklist for release | 16 | o | sam",
          "Test push on iOS 17 | -3 | o | sam",
          "Beta testers list | 10 | o | daniel",
          "Security review of token storage | 8 | o | tomas | private",
        ],
      },
    ],
    discussions: [
      {
        title: "Release cadence after v2",
        body: "<p>Two-week releases or monthly? The store review adds two days.</p>",
        by: "daniel",
        replies: [["tomas", "<p>Two weeks, with a hotfix lane.</p>"]],
      },
    ],
  },
  {
    title: "Q3 marketing campaign",
    description: "<p>Autumn campaign for Rossi &amp; Co: ads, newsletter and a webinar.</p>",
    color: "#e8590c",
    manager: "maya",
    coWorkers: ["aiko", "jonas"],
    clients: ["elena"],
    milestones: [
      { title: "Campaign brief approved", due: -12, done: true },
      { title: "Campaign start", due: 7 },
    ],
    lists: [
      {
        title: "Planning",
        tasks: [
          "Budget split per channel | -10 | d | maya",
          "Target audience personas | -8 | d | aiko",
          "Campaign calendar | -1 | o | maya",
          "Competitor campaign review | -3 | d | aiko",
        ],
      },
      {
        title: "Assets",
        tasks: [
          "Banner ads in four sizes | 3 | o | jonas",
          "Landing page copy | 1 | o | aiko,elena",
          "Webinar slide deck | 12 | o | aiko",
          "Product photos from the studio | -5 | o | elena",
        ],
      },
      {
        title: "Channels",
        private: true,
        tasks: [
          "Newsletter sequence (3 mails) | 9 | o | aiko",
          "Paid social targeting | 7 | o | jonas",
          "Partner outreach list | 11 | p | maya",
          "Influencer shortlist | 6 | o | aiko",
          "Retargeting pixel setup | 4 | o | jonas",
        ],
      },
    ],
    discussions: [
      {
        title: "Webinar date",
        body: "<p>Elena suggested the 3rd week. Does that clash with the newsletter?</p>",
        by: "aiko",
        replies: [["elena", "<p>Any Thursday works for our speakers.</p>"]],
      },
    ],
  },
  {
    title: "Office move",
    description: "<p>Moving the team to the new office on Harbour Street.</p>",
    color: "#2f9e44",
    manager: "daniel",
    coWorkers: ["tomas", "jonas"],
    clients: [],
    milestones: [{ title: "Moving day", due: 24 }],
    lists: [
      {
        title: "Logistics",
        tasks: [
          "Sign the lease | -30 | d | daniel",
          "Book the moving company | -7 | d | daniel",
          "Floor plan and desk assignment | 5 | o | jonas",
          "Order new chairs | -2 | o | daniel",
          "Farewell breakfast at the old place | 23 | o | tomas",
          "Change of address notices | 26 | o | daniel",
          "Key cards for everyone | 20 | o | jonas",
        ],
      },
      {
        title: "IT setup",
        tasks: [
          "Fibre line installation | 10 | o | tomas",
          "Wi-Fi survey | 15 | o | tomas",
          "Label and pack the server rack | 22 | o | tomas,jonas",
          "Printer contract | 18 | p | daniel",
          "Meeting room displays | 25 | o | tomas",
          "Move the phone numbers | 24 | o | daniel",
        ],
      },
    ],
    discussions: [],
  },
];

/** Comments on tasks, by task title. */
export const TASK_COMMENTS: [string, string, string][] = [
  ["Homepage wireframe", "laura", "<p>Looks great, can the hero image be bigger?</p>"],
  ["Homepage wireframe", "jonas", "<p>Done in v3, see the attachment.</p>"],
  ["Contact form with spam protection", "priya", "<p>Honeypot field works; no captcha needed.</p>"],
  ["Crash on Android 12 when rotating", "tomas", "<p>Reproduced on a Pixel 5. Looking into it.</p>"],
  ["Crash on Android 12 when rotating", "daniel", "<p>This blocks the beta, please prioritise.</p>"],
  ["Landing page copy", "elena", "<p>Please mention the early-bird discount.</p>"],
  ["Order new chairs", "jonas", "<p>The supplier needs the final count by Friday.</p>"],
  ["Test push on iOS 17", "sam", "<p>Notifications arrive but without the sound.</p>"],
];
