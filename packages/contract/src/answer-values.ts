/** The values the API's answers are made of (spec section 3), shared by every collection's served shape. */
// zod/mini: the same schemas at a fraction of the browser bundle (docs/architecture.md section 6, "Fast").
import * as z from "zod/mini";

/**
 * An image as the API sends it: a URL of a resized variant (`/api/images/...`), a `data:` URL,
 * or raw base64 JPEG (legacy servers). The web client normalises all three. A served shape's
 * field of this schema (or a list of it) is an image field: its stored record holds the source
 * image's hash, which the answer builder turns into the URL (answerImageFields).
 */
export const imageValue = z.string();

/** A stored file path in the spec's form (`/resources/resources/...`; resumes `resources/...`). */
export const filePath = z.string();

/** Years come as numbers or strings from older servers. */
export const yearValue = z.union([z.int(), z.string()]);
