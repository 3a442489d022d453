import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item, post, type Written } from "../../api/client";
import type { StoreLink, StoreLinkInput, StoreProduct, StoreSettings } from "./types";

const BASE = "pm-pro/v2/woo-project";
const storeKey = ["store-link"] as const;
export const PRODUCTS_PER_PAGE = 20;

export function useStoreSettings() {
  return useQuery({
    queryKey: [...storeKey, "settings"],
    queryFn: async ({ signal }) => (await get<Item<StoreSettings>>(`${BASE}/settings`, {}, signal)).data,
  });
}

/** What WebhookCard shows under its input; a regenerate (no secret sent) cannot be refused on it. */
const SETTINGS_FIELDS = ["secret"] as const;

export function useSaveStoreSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { secret?: string; regenerate?: boolean }) =>
      post<Written<StoreSettings>>(`${BASE}/settings`, body),
    meta: { inlineFields: SETTINGS_FIELDS },
    onSuccess: (res) => qc.setQueryData([...storeKey, "settings"], res.data),
  });
}

/** One page of the products table, narrowed by name, SKU or id. */
export function useProductPage(search: string, page: number) {
  return useQuery({
    queryKey: [...storeKey, "products", { search, page }],
    queryFn: ({ signal }) =>
      get<Collection<StoreProduct>>(`${BASE}/products`, { search, page, per_page: PRODUCTS_PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every product (as many as the server gives at once), for the link form's picker. */
export function useAllProducts(enabled: boolean) {
  return useQuery({
    queryKey: [...storeKey, "products", "all"],
    queryFn: async ({ signal }) =>
      (await get<Collection<StoreProduct>>(`${BASE}/products`, { per_page: "all" }, signal)).data,
    enabled,
  });
}

/** What ProductsCard's add form shows under its inputs. */
const PRODUCT_FIELDS = ["id", "name", "sku"] as const;

export function useAddProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; name: string; sku: string }) =>
      post<Written<StoreProduct>>(`${BASE}/products`, body),
    meta: { inlineFields: PRODUCT_FIELDS },
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKey }),
  });
}

export function useStoreLinks() {
  return useQuery({
    queryKey: [...storeKey, "links"],
    queryFn: async ({ signal }) => (await get<Item<StoreLink[]>>(`${BASE}/project`, {}, signal)).data,
  });
}

/** What LinkFormModal shows under its pickers: the products, the template, each person's row. */
const LINK_FIELDS = ["product_ids", "product_ids.*", "project_id", "assignees", "assignees.*.*"] as const;

export function useSaveLink(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreLinkInput) =>
      post<Written<StoreLink>>(id ? `${BASE}/project/${id}` : `${BASE}/project`, input),
    meta: { inlineFields: LINK_FIELDS },
    onSuccess: () => qc.invalidateQueries({ queryKey: [...storeKey, "links"] }),
  });
}

export function useDeleteLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<Written<null>>(`${BASE}/project/${id}/delete`),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...storeKey, "links"] }),
  });
}

/** The template picker's choices: every project (the caller is a global manager). */
export function useProjectChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...storeKey, "projects"],
    queryFn: async ({ signal }) =>
      (await get<Item<{ id: number; title: string }[]>>("pm/v2/user-all-projects", {}, signal)).data,
    enabled,
  });
}
