/**
 * zod without its JIT, set before any schema is made: the public site's and the editor's entries
 * import this module first (`import "@dept/contract/zod-setup"`). zod otherwise probes for eval with
 * `new Function("")` as its first object schema is made, and the Content Security Policy (script-src
 * without 'unsafe-eval') reports that probe as a violation even though zod catches the refusal.
 */
import { config } from "zod/mini";

config({ jitless: true });
