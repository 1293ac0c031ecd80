/**
 * `npm run build`: the browser app, then the server's render module (vite.config.ts says where
 * each goes), then the editor into admin/, all into WEB_OUT_DIR or packages/web/dist. The browser
 * tests and the bench run it too.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type LogLevel } from "vite";
import { precompressPlugin } from "./precompress-plugin";

const configFile = fileURLToPath(new URL("../vite.config.ts", import.meta.url));
const logLevel = (process.env.WEB_BUILD_LOG_LEVEL ?? "info") as LogLevel;
const outDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)), process.env.WEB_OUT_DIR ?? "dist");

await build({ configFile, logLevel });
await build({ configFile, logLevel, build: { ssr: "src/entry-server.tsx" } });
// The web editor (packages/editor, its own config): its entry and chunks under admin/, never loaded
// by the public pages, precompressed as the site's files are.
await build({
  configFile: fileURLToPath(new URL("../../editor/vite.config.ts", import.meta.url)),
  logLevel,
  plugins: [precompressPlugin()],
  build: { outDir: path.join(outDir, "admin"), emptyOutDir: true },
});
