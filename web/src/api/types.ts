/** Shapes of the API's answers as the web app reads them (the server's presenters decide them). */
export type ApiDate = {
  date: string;
  time: string | null;
  datetime: string | null;
  timestamp: number | null;
  timezone: string | null;
};

export type User = {
  id: number;
  email: string;
  display_name: string;
  avatar_url: string | null;
  manager?: boolean;
  admin?: boolean;
  /** Where the server knows it (the directory, member lists): deactivated and deleted people show greyed. */
  status?: "active" | "deactivated" | "deleted";
};
export type Me = User & {
  timezone: string | null;
  week_start: number;
  locale: string | null;
  capabilities: { manage: boolean; admin: boolean };
};
export type Member = User & { role_id: 1 | 2 | 3; role: "manager" | "co_worker" | "client" };

export type CapabilityFlags = Record<string, boolean>;

export type Project = {
  id: number;
  title: string;
  description: string;
  status: "current" | "complete" | "pending" | "archived";
  color_code: string | null;
  inbox_list_id: number | null;
  created_at: ApiDate;
  assignees?: { data: Member[] };
  meta: Record<string, number | boolean | null | CapabilityFlags | undefined> & {
    can_edit?: boolean;
    can_delete?: boolean;
    /** Global managers may copy a project (pm-pro/v2/duplicate/project). */
    can_duplicate?: boolean;
    role_id?: 1 | 2 | 3 | null;
    capabilities?: CapabilityFlags;
  };
};

export type Activity = {
  id: number;
  action: string;
  action_type: string;
  resource_type: string;
  resource_id: number;
  project_id: number | null;
  meta: Record<string, unknown>;
  committed_at: ApiDate;
  actor?: { data: User | null };
  project?: { data: { id: number; title: string } | null };
};
