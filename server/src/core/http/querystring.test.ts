import { describe, expect, it } from "vitest";
import { parseQuerystring } from "./querystring";

describe("parseQuerystring", () => {
  it("reads key[] as an array under the plain key", () => {
    expect(parseQuerystring("users[]=1&users[]=2&status=0")).toEqual({ users: ["1", "2"], status: "0" });
  });
  it("keeps a single key[] an array and repeated plain keys become one", () => {
    expect(parseQuerystring("model[]=tasks")).toEqual({ model: ["tasks"] });
    expect(parseQuerystring("a=1&a=2")).toEqual({ a: ["1", "2"] });
  });
  it("never lets __proto__ replace the result's prototype", () => {
    const parsed = parseQuerystring("__proto__[]=x&__proto__=y&query=%00");
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed).toEqual({ query: "\u0000" });
  });
  it("decodes values", () => {
    expect(parseQuerystring("query=hello%20world&x=%26")).toEqual({ query: "hello world", x: "&" });
  });
});
