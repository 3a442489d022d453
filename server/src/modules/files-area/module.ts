import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { filesAreaRoutes } from "./routes";

/**
 * The files area is an add-on module: its card on the Modules screen and the routes it owns. The bytes of
 * an entry (pm/v2 download, thumb, delete) and the comments on a file are refused while it is off too,
 * where those shared routes find an entry or a file (attachments/routes.ts, comments/routes.ts).
 */
export const filesAreaModule = addOnModule(
  {
    path: MODULE.files,
    name: "Files",
    description:
      "Folders, documents, links and uploaded files in every project, with comments and revisions. Switched off, the Files tab and its pages disappear; nothing stored is deleted.",
    thumbnail: null,
  },
  filesAreaRoutes,
);
