/** The administrator the first-run journey creates; every other journey signs in as this person or seeds others. */
export const ADMIN = { name: "Ada Admin", email: "ada@example.test", password: "admin-password-1" };
