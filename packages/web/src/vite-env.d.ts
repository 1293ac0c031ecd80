/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API for a build that talks to another server; empty means same origin. */
  readonly API_BASE?: string;
}
