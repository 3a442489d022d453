import { afterEach, describe, expect, it } from "vitest";
import { installStrayDropGuard } from "./stray-drops";

/** jsdom has no DataTransfer: a drag event with the types a browser would give it. */
function dragEvent(type: "dragover" | "drop", types: string[]) {
  const event = new Event(type, { bubbles: true, cancelable: true }) as DragEvent;
  Object.defineProperty(event, "dataTransfer", { value: { types, dropEffect: "copy" } });
  return event;
}

let uninstall = () => {};
afterEach(() => uninstall());

describe("files dropped outside a drop zone", () => {
  it("are refused, so the browser does not open them in place of the app", () => {
    uninstall = installStrayDropGuard();
    const over = dragEvent("dragover", ["Files"]);
    document.body.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    expect(over.dataTransfer?.dropEffect).toBe("none");
    const drop = dragEvent("drop", ["Files"]);
    document.body.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
  });

  it("leave drags of text and links to the browser, and a drop zone's own answer alone", () => {
    uninstall = installStrayDropGuard();
    const text = dragEvent("drop", ["text/plain", "text/uri-list"]);
    document.body.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);
    const zone = document.createElement("div");
    document.body.append(zone);
    // A drop zone takes the drag as FileDropZone does: it prevents the default and keeps its "copy".
    zone.addEventListener("dragover", (e) => e.preventDefault());
    const overZone = dragEvent("dragover", ["Files"]);
    zone.dispatchEvent(overZone);
    // The zone said "copy" and the guard did not turn it into "no drop".
    expect(overZone.dataTransfer?.dropEffect).toBe("copy");
    zone.remove();
  });
});
