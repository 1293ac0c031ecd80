/**
 * `npm run build`: the browser app, then the server's render module (vite.config.ts says where
 * each goes), into WEB_OUT_DIR or packages/web/dist. The browser tests and the bench run it too.
 */
import { fileURLToPath } from "node:url";
import { build, type LogLevel } from "vite";

const configFile = fileURLToPath(new URL("../vite.config.ts", import.meta.url));
const logLevel = (process.env.WEB_BUILD_LOG_LEVEL ?? "info") as LogLevel;

await build({ configFile, logLevel });
await build({ configFile, logLevel, build: { ssr: "src/entry-server.tsx" } });
