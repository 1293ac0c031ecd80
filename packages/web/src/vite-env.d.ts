/// <reference types="vite/client" />

// site.yaml, compiled by build/site-plugin.ts: the shared parts, and the parts of one page each.
declare module "virtual:site" {
  import type { Site } from "@dept/contract";
  const site: Omit<Site, "aboutCarousel" | "visionMission" | "coderOfTheMonth">;
  export default site;
}
declare module "virtual:site/aboutCarousel" {
  import type { Site } from "@dept/contract";
  const aboutCarousel: Site["aboutCarousel"];
  export default aboutCarousel;
}
declare module "virtual:site/visionMission" {
  import type { Site } from "@dept/contract";
  const visionMission: Site["visionMission"];
  export default visionMission;
}
declare module "virtual:site/coderOfTheMonth" {
  import type { Site } from "@dept/contract";
  const coderOfTheMonth: Site["coderOfTheMonth"];
  export default coderOfTheMonth;
}

interface ImportMetaEnv {
  /** Base URL of the API for a build that talks to another server; empty means same origin. */
  readonly API_BASE?: string;
}
