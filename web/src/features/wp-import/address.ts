/**
 * The MySQL address the server is sent: the one typed (without its password, so the screen never shows it)
 * with the password typed apart put in, percent-encoded as a URL needs. An address that is not one is left as
 * typed, for the shared schema to refuse in its own words.
 */
export function addressWithPassword(address: string, password: string): string {
  const typed = address.trim();
  if (password === "") return typed;
  try {
    const url = new URL(typed);
    if (url.protocol !== "mysql:" || url.host === "") return typed;
    url.password = password;
    return url.toString();
  } catch {
    return typed;
  }
}

/** Whether a typed address carries a password of its own (the form asks for it in the password field). */
export function hasPassword(address: string): boolean {
  try {
    return new URL(address.trim()).password !== "";
  } catch {
    return false;
  }
}
