import { MODULE } from "@cairn/shared/modules";
import { IconFiles } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const FilesPage = lazyPage(() => import("./pages/FilesPage"));
const FileItemModal = lazyPage(() => import("./pages/FileItemModal"));

/**
 * The spec's routes (app/route-names.ts): pm_files is the top level; pro_file_lists (':folder_id',
 * 0 = top) a folder, over which each doc, file and link opens as a modal with its own URL. The files area
 * is an add-on module: switched off, its tab hides and these routes say so.
 */
const feature: FeatureDefinition = {
  name: "files",
  module: { key: MODULE.files, icon: <IconFiles size={40} /> },
  projectRoutes: [
    { path: "files", element: <FilesPage /> },
    {
      path: "files/:folderId",
      element: <FilesPage />,
      children: [
        { path: "doc/:docId", element: <FileItemModal param="docId" /> },
        { path: "files/:fileId", element: <FileItemModal param="fileId" /> },
        { path: "link/:linkId", element: <FileItemModal param="linkId" /> },
      ],
    },
  ],
  projectMenu: [{ key: "files", label: "files:menu", order: 0.5, path: "files", icon: <IconFiles size={16} /> }],
};

export default feature;
