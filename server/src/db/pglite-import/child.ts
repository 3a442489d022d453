import { importPgliteFolder } from "./run";

/** Entry of the short-lived import process (see runImportInChild): prints a summary, exits 0 on success. */
const folder = process.argv[2];
const target = process.env.CAIRN_IMPORT_TARGET_URL;
if (!folder || !target) {
  console.error("usage: pglite-import <pglite folder> (target in CAIRN_IMPORT_TARGET_URL)");
  process.exit(2);
}
importPgliteFolder(folder, target)
  .then((summary) => {
    process.stdout.write(`${summary}\n`);
    process.exit(0);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
