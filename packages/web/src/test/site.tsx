/**
 * The demo pack's site.yaml in its served shape, for components under test: every image becomes
 * a made-up variant URL with a fixed size, as the server's would look.
 */
import { parse } from "yaml";
import siteYaml from "../../../../content/site.yaml?raw";
import { imageSrcSet, imageVariantPath, site as siteSchema, type Site } from "@dept/contract";
import { SiteProvider } from "../lib/site";

function served(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(served);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.path === "string" && typeof record.alt === "string") {
      const src = imageVariantPath(record.path.replace(/[^a-f0-9]/g, "").padEnd(16, "0").slice(0, 16), 640);
      return { src, srcSet: imageSrcSet(src), width: 1280, height: 720, alt: record.alt };
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, served(inner)]));
  }
  return value;
}

const pack = parse(siteYaml) as Record<string, unknown>;
const video = pack.video as { title: string; file: string; captions: string };

export const testSite: Site = siteSchema.parse({
  ...(served(pack) as object),
  video: { title: video.title, file: { src: `/api/files/${"a".repeat(64)}/tour.webm`, type: "video/webm" }, captions: `/api/files/${"b".repeat(64)}/tour.vtt` },
});

export function WithSite({ children }: { children: React.ReactNode }) {
  return <SiteProvider site={testSite}>{children}</SiteProvider>;
}
