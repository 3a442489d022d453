export type ListDraft = { title: string; description: string; milestone: string | null; privacy: boolean };
