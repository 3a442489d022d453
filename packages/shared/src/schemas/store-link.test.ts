import { describe, expect, it } from "vitest";
import { activityText } from "../activity-text";
import { genericOrderBody, storeLinkBody, storeLinksQuery, wooOrderBody, zStoreProductId } from "./store-link";

describe("store link schemas", () => {
  it("reads a WooCommerce order: customer from billing, products from the lines' product ids", () => {
    const order = wooOrderBody.parse({
      id: 4711,
      number: "A4711",
      status: "Processing",
      billing: { first_name: "Jane", last_name: "Doe", email: " Jane@Shop.Example " },
      line_items: [
        { product_id: 12, name: "Website package", sku: "WEB-1", quantity: 2 },
        { product_id: 0, name: "A deleted product" },
        { product_id: 13, name: "Logo\u0007 pack", sku: null },
      ],
      shipping: { city: "Basel" },
    });
    expect(order).toEqual({
      order_id: "4711",
      number: "A4711",
      status: "processing",
      customer: { email: "jane@shop.example", name: "Jane Doe" },
      products: [
        { id: "12", name: "Website package", sku: "WEB-1" },
        { id: "13", name: "Logo  pack", sku: "" },
      ],
    });
  });

  it("falls back on the order id for a missing number and on the e-mail for a nameless customer", () => {
    const order = wooOrderBody.parse({
      id: "9",
      status: "completed",
      billing: { email: "x@y.example" },
      line_items: [{ product_id: "7" }],
    });
    expect(order.number).toBe("9");
    expect(order.customer.name).toBe("");
    expect(order.products).toEqual([{ id: "7", name: "Product 7", sku: "" }]);
  });

  it("reads the generic format and refuses what it cannot use, by field", () => {
    expect(
      genericOrderBody.parse({
        order_id: "G-1",
        status: "completed",
        customer: { email: "a@b.example", name: "Ann" },
        products: [{ id: "prod_1" }],
      }),
    ).toEqual({
      order_id: "G-1",
      number: "G-1",
      status: "completed",
      customer: { email: "a@b.example", name: "Ann" },
      products: [{ id: "prod_1", name: "Product prod_1", sku: "" }],
    });
    const bad = genericOrderBody.safeParse({ order_id: "", status: 3, customer: { email: "nope" }, products: [{}] });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join(".")).sort();
    expect(paths).toEqual(["customer.email", "order_id", "products.0.id", "status"]);
  });

  it("keeps product ids to a shape that fits a comma-separated list", () => {
    expect(zStoreProductId.parse(42)).toBe("42");
    expect(zStoreProductId.parse(" prod_A-1.b:c ")).toBe("prod_A-1.b:c");
    for (const bad of ["", "a,b", "a b", "x".repeat(101), -1, 1.5, null]) {
      expect(zStoreProductId.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(storeLinksQuery.parse({ ids: "1, 2,,prod_3" }).ids).toEqual(["1", "2", "prod_3"]);
    expect(storeLinksQuery.parse({}).ids).toEqual([]);
  });

  it("refuses a link naming a product or a person twice", () => {
    const res = storeLinkBody.safeParse({
      product_ids: [1, "1"],
      project_id: 5,
      assignees: [
        { user_id: 3, role_id: 1 },
        { user_id: 3, role_id: 3 },
      ],
    });
    expect(res.error?.issues.map((i) => i.path.join("."))).toEqual(["product_ids.1", "assignees.1.user_id"]);
  });

  it("says in the feed which order made a project", () => {
    expect(
      activityText({
        action: "create_project_from_order",
        meta: { project_title: "Site — order #7 (Ann)", order_number: "7", template_title: "Site" },
        actor: { data: { display_name: "Store" } },
      }),
    ).toBe("Store created the project Site — order #7 (Ann) from the template Site for order #7.");
  });
});
