/** Texts of the files area (issue 4): refusals and the success messages the UI toasts. */
export const FILES_MESSAGES = {
  folderNameRequired: "Folder name is required.",
  titleRequired: "Title is required.",
  urlRequired: "A valid URL is required.",
  attachFile: "Please attach a file.",
  folderNotFound: "The folder was not found.",
  chooseFolder: "Choose a folder of this project.",
  moveIntoItself: "A folder cannot be moved into itself or into one of its own folders.",
  attachmentFixed: "An attached file belongs to its item: change it there.",
  attachmentsNotTaken: "Only documents and links take attachments.",
  revisionNotFound: "The revision was not found.",
  versionOfUploadsOnly: "Only an uploaded file takes a new version.",
  oneFileAsVersion: "Upload one file as the new version.",
} as const;

export const FILES_DONE = {
  folderCreated: "A new folder has been created successfully.",
  fileUploaded: "The file has been uploaded successfully.",
  filesUploaded: "The files have been uploaded successfully.",
  docCreated: "The document has been created successfully.",
  linkCreated: "The link has been created successfully.",
  fileUpdated: "The file has been updated successfully.",
  fileMoved: "The file has been moved successfully.",
  revisionRestored: "The revision has been restored successfully.",
  versionUploaded: "The new version has been uploaded successfully.",
  filesAttached: "The files have been attached successfully.",
} as const;
