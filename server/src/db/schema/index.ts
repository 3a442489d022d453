export * from "./accounts";
export * from "./activity";
export * from "./files";
export * from "./projects";
export * from "./settings-area";
export * from "./time";
export * from "./versions";
export * from "./work";
