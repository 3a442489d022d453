import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, fieldRefusal, heldWrite, messageUnder, renderForm, submitButton } from "../../../test/form";
import { ProductsCard } from "./ProductsCard";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NO_PRODUCTS = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 20, current_page: 1, total_pages: 1 } },
};

/** The card without products; each added product's body is kept, and answered by `answerAdd`. */
function serve(answerAdd: () => Promise<Response> | Response = () => answer({ message: "Saved.", data: {} })) {
  const posts: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    if (init?.method !== "POST") return answer(NO_PRODUCTS);
    posts.push(JSON.parse(String(init.body)));
    return answerAdd();
  });
  renderForm(<ProductsCard />);
  return posts;
}

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const fill = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe("the add product form", () => {
  it("says under each field what the server's rules refuse, and sends nothing", () => {
    const posts = serve();
    fireEvent.click(submitButton("Add product"));
    expect(messageUnder(field(/^Product id/))).toBe("Enter the shop's product id.");
    expect(messageUnder(field(/^Name/))).toBe("Name the product.");
    fill(/^Product id/, "mug, large");
    fill(/^Name/, "Mug");
    fireEvent.click(submitButton("Add product"));
    expect(messageUnder(field(/^Product id/))).toBe(
      "A product id is 1 to 100 letters, digits, dots, dashes, colons or underscores.",
    );
    expect(messageUnder(field(/^Name/))).toBeUndefined();
    expect(posts).toHaveLength(0);
  });

  it("shows the server's refusal of a field under it", async () => {
    serve(() => fieldRefusal({ sku: ["Must be on one line."] }));
    fill(/^Product id/, "mug-1");
    fill(/^Name/, "Mug");
    fireEvent.click(submitButton("Add product"));
    await vi.waitFor(() => expect(messageUnder(field(/^SKU/))).toBe("Must be on one line."));
  });

  it("adds the product once, with Add product off while saving, and empties the form once added", async () => {
    const write = heldWrite();
    const posts = serve(async () => {
      await write.promise;
      return answer({ message: "The product has been saved.", data: {} });
    });
    fill(/^Product id/, " mug-1 ");
    fill(/^Name/, "Mug");
    fireEvent.click(submitButton("Add product"));
    fireEvent.click(submitButton("Add product"));
    await vi.waitFor(() => expect(submitButton("Add product").disabled).toBe(true));
    expect(posts).toEqual([{ id: "mug-1", name: "Mug", sku: "" }]);
    write.settle();
    await vi.waitFor(() => expect(field(/^Product id/).value).toBe(""));
  });
});
