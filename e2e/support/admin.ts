/** The administrator the first-run journey creates; every other journey signs in as this person or seeds others. */
export const ADMIN = { name: "Ada Admin", email: "ada@example.test", password: "admin-password-1" };

/** The setup code the journeys' server is started with (CAIRN_SETUP_CODE in playwright.config.ts). */
export const SETUP_CODE = "E2E0-SETUP-C0DE";
