import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inboundNotifications } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { claimInbound, INBOUND_KEEP_DAYS, releaseInbound, sweepInbound } from "./claims";

const t = useTestApp();

describe("inbound notification claims", () => {
  it("claims a key once per source, gives it back, and forgets keys past their keeping", async () => {
    const db = t.database.db;
    expect(await claimInbound(db, "paypal", "T1:Completed")).toBe(true);
    expect(await claimInbound(db, "paypal", "T1:Completed")).toBe(false);
    expect(await claimInbound(db, "github", "T1:Completed")).toBe(true);
    await releaseInbound(db, "paypal", "T1:Completed");
    expect(await claimInbound(db, "paypal", "T1:Completed")).toBe(true);

    await db.insert(inboundNotifications).values([
      { source: "github", key: "old", receivedAt: sql`now() - make_interval(days => ${INBOUND_KEEP_DAYS + 1})` },
      { source: "github", key: "recent", receivedAt: sql`now() - make_interval(days => ${INBOUND_KEEP_DAYS - 1})` },
    ]);
    expect(await sweepInbound(db)).toBe(1);
    expect(await claimInbound(db, "github", "old")).toBe(true);
    expect(await claimInbound(db, "github", "recent")).toBe(false);
  });
});
