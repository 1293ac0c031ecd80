/**
 * Typed route paths of the spec's route table (section 2): the site's own pages from the contract
 * (the list the sitemap page and the server's sitemap.xml share), each collection's page from the
 * collection registry.
 */
import { collectionPages, publicationsCollection, SITE_PATHS } from "@dept/contract";

export const paths = {
  ...collectionPages,
  ...SITE_PATHS,
  facultyProfile: (id: string) => `/faculty/${encodeURIComponent(id)}`,
  /** The department's publications: `?year=…&type=…&faculty=…` filter them. */
  publications: publicationsCollection.page,
} as const;
