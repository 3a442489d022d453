/** Answers of this feature (a group of routes: see the issue 45 briefs). Filled as its routes declare them. */
export {};
