/** The spec's rule for turning stored file paths into download links (spec section 7). */

export const STORED_FILE_PREFIX = "/resources/resources/";
export const STORED_RESUME_PREFIX = "resources/";

function stripPrefix(path: string, prefix: string): string {
  const stripped = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return stripped.replace(/^\/+/, "");
}

/** API base + `/api/files/` + the stored path without `/resources/resources/`. */
export function fileLink(apiBase: string, storedPath: string): string {
  return `${apiBase.replace(/\/+$/, "")}/api/files/${stripPrefix(storedPath, STORED_FILE_PREFIX)}`;
}

/** Resumes drop `resources/` instead. */
export function resumeLink(apiBase: string, storedPath: string): string {
  return `${apiBase.replace(/\/+$/, "")}/api/files/${stripPrefix(storedPath, STORED_RESUME_PREFIX)}`;
}

/**
 * The key a BOS deep link (`/BOS?doc=KEY&page=N`) names a document by: the start of its stored
 * file's content hash, stable for as long as the file is.
 */
export function documentKey(storedPath: string): string {
  return stripPrefix(storedPath, STORED_FILE_PREFIX).split("/")[0]!.slice(0, 16);
}
