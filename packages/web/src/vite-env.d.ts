/// <reference types="vite/client" />

declare module "virtual:site" {
  import type { Site } from "@dept/contract";
  const site: Site;
  export default site;
}

interface ImportMetaEnv {
  /** Base URL of the API for a build that talks to another server; empty means same origin. */
  readonly API_BASE?: string;
}
