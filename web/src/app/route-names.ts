/**
 * Screen paths by the spec's names live in packages/shared (the server builds the same links in mail). Its
 * own entry point: the root one brings every schema (zod) into the first screen.
 */
export { routeTo } from "@cairn/shared/route-names";
