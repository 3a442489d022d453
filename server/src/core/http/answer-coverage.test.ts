import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { routesOf } from "./route-table";

const t = useTestApp();

/**
 * Every answer is declared once (packages/shared/src/answers) and the API suites hold each against its
 * declaration (checkAnswers): that holds only if every route declares one. A route answering JSON declares a
 * schema for a success status; one answering bytes (a file, a PDF, a feed) declares their media type.
 */
describe("every /api route declares its answer", () => {
  it("has a response schema for a success status, or a raw answer's media type", () => {
    const undeclared = routesOf(t.app)
      .filter((r) => r.url.startsWith("/api/") && !r.hidden)
      .filter((r) => !r.rawAnswer && !r.answers.some((status) => /^2\d\d$/.test(status)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
