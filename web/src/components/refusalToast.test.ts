import { describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
import { messagesNotShownInPlace } from "./refusalToast";

const refusal = (params: Record<string, string[]>, status = 400) =>
  new ApiError(status, "rest_invalid_param", Object.values(params).flat(), params);

describe("messagesNotShownInPlace", () => {
  it("leaves out the first message of each field the form shows", () => {
    const err = refusal({ title: ["Title is required."], color: ["Color is invalid."] });
    expect(messagesNotShownInPlace(err, ["title", "color"])).toEqual([]);
    expect(messagesNotShownInPlace(err, ["title"])).toEqual(["Color is invalid."]);
  });

  it("keeps a field's second message, and one message given for two fields once shown", () => {
    const err = refusal({ title: ["Too long.", "Not unique."], goal: ["Too long."] });
    expect(messagesNotShownInPlace(err, ["title"])).toEqual(["Not unique.", "Too long."]);
    expect(messagesNotShownInPlace(err, ["title", "goal"])).toEqual(["Not unique."]);
  });

  it("matches a star against one segment of a field's path, no more", () => {
    const err = refusal({ "users.0.email": ["Bad e-mail."], "users.1.name.first": ["Bad name."] });
    expect(messagesNotShownInPlace(err, ["users.*.email"])).toEqual(["Bad name."]);
    expect(messagesNotShownInPlace(err, ["users.*"])).toEqual(["Bad e-mail.", "Bad name."]);
  });

  it("leaves out a 422's message about a field the form shows (an address the server will not call)", () => {
    const err = refusal({ url: ["Cairn only calls public addresses over https: 10.0.0.8 is a private address."] }, 422);
    expect(messagesNotShownInPlace(err, ["url"])).toEqual([]);
    expect(
      messagesNotShownInPlace(new ApiError(422, "rest_unprocessable", ["Please stop your time tracker"]), ["url"]),
    ).toEqual(["Please stop your time tracker"]);
  });

  it("keeps everything of a refusal that is not about fields", () => {
    expect(messagesNotShownInPlace(new ApiError(403, "forbidden", ["You have no permission."]), ["title"])).toEqual([
      "You have no permission.",
    ]);
    const conflict = new ApiError(409, "conflict", ["Taken."], { title: ["Taken."] });
    expect(messagesNotShownInPlace(conflict, ["title"])).toEqual(["Taken."]);
  });
});
