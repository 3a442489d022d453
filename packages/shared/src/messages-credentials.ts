/** Texts about credentials (issue 42): what a session may do that an API token may not, and token expiry. */
export const CREDENTIAL_MESSAGES = {
  sessionOnly: "An API token cannot do this: sign in with your password in a browser.",
  tokenRevoked: "The API token has been revoked.",
  expiryChoice: "Choose an expiry of 7, 30, 90 or 365 days, or none.",
} as const;
