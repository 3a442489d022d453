/** Screen paths by the spec's names live in packages/shared: the server builds the same links in mail. */
export { routeTo } from "@cairn/shared";
