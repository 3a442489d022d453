/**
 * The original's clients send arrays as `users[]=1&users[]=2` (and `model[]=tasks`); scripts may
 * repeat a plain key. Both arrive here as `{users: ["1", "2"]}` so every route's schema sees one shape.
 */
export function parseQuerystring(raw: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const isArray = rawKey.endsWith("[]");
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    // Assigning `__proto__` would swap the object's prototype rather than add a parameter.
    if (key === "__proto__") continue;
    const existing = result[key];
    if (existing === undefined) result[key] = isArray ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}
