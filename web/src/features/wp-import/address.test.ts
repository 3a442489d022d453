import { describe, expect, it } from "vitest";
import { addressWithPassword, hasPassword } from "./address";

describe("the MySQL address sent", () => {
  it("puts the password typed apart into the address, encoded", () => {
    expect(addressWithPassword(" mysql://wp@db.example:3306/wordpress ", "p@ss:w/rd")).toBe(
      "mysql://wp:p%40ss%3Aw%2Frd@db.example:3306/wordpress",
    );
    expect(new URL(addressWithPassword("mysql://wp@db/wordpress", "p@ss:w/rd")).password).toBe("p%40ss%3Aw%2Frd");
  });

  it("leaves the address as typed without a password, or when it is not a MySQL address", () => {
    expect(addressWithPassword("mysql://wp:old@db/wordpress", "")).toBe("mysql://wp:old@db/wordpress");
    expect(addressWithPassword("not an address", "secret")).toBe("not an address");
    expect(addressWithPassword("postgres://u@db/x", "secret")).toBe("postgres://u@db/x");
  });

  it("tells an address that carries a password", () => {
    expect(hasPassword("mysql://wp:secret@db/wordpress")).toBe(true);
    expect(hasPassword("mysql://wp@db/wordpress")).toBe(false);
    expect(hasPassword("nonsense")).toBe(false);
  });
});
