export * from "./capabilities";
export * from "./messages";
export * from "./roles";
export * from "./schemas/accounts";
export * from "./schemas/primitives";
export * from "./schemas/projects";
