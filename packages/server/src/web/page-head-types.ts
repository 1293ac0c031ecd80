/** The input of a page's head tags (./page-head.ts): what the page is and what it shows. */
import type { Language, Site } from "@dept/contract";

/** The displayed size of an image (EXIF orientation applied), as `image_sizes` keeps it. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A faculty member's identifiers elsewhere, where the profile names them: its Person's `sameAs`. */
export interface FacultyIdentifiers {
  orcid?: string;
  dblp?: string;
}

/** What a page shows, for og:image and JSON-LD. Answers are the public API's JSON as served
 *  (same shapes as the API answers in that language; image fields are URLs like /api/images/...). */
export type PageData =
  | { kind: "home" } // the department, as on every page (the publisher and organizer)
  | {
      kind: "faculty-profile";
      id: string;
      /** The /endpoints/faculty_details?id= answer -> Person. */
      faculty: unknown;
      /** Its ORCID iD and DBLP id (the content snapshot's `facultyIdentifiers`): the Person's `sameAs`. */
      identifiers?: FacultyIdentifiers;
    }
  | { kind: "events"; events: unknown[] } // an /events/... list answer -> Event per dated event
  | { kind: "publications"; publications: unknown[] } // the /api/publications answer (or a page of it) -> ScholarlyArticle where DOI
  | { kind: "notices"; notices: unknown[] }
  | { kind: "page" }; // any other page

export interface PageHeadInput {
  lang: Language;
  /** The site's languages (alternates for each; x-default English). */
  languages: readonly Language[];
  /** PUBLIC_URL (no trailing slash). Unset: no canonical, no alternates, no og:url and og:image (they must be absolute). */
  publicUrl: string | undefined;
  /** The served site content in `lang`. */
  site: Site;
  /** The page's canonical path WITHOUT the language prefix, with the query only when it is part of
   *  the page's identity (e.g. "/", "/faculty/3", "/academics/syllabus", "/BOS"). */
  path: string;
  /** The document's title and meta description, already in `lang` (the web render gives them). */
  title: string;
  description: string;
  /** Inner pages' breadcrumbs from home to this page (names in `lang`, paths as `path`); [] on home. */
  breadcrumbs: { name: string; path: string }[];
  page: PageData;
  /**
   * The displayed size of source images by hash (the content snapshot's `imageSizes`): sizes an
   * image an answer names only by URL (a faculty member's photo, an event's banner). Without it
   * such an og:image goes without width and height.
   */
  imageSizes?: ReadonlyMap<string, ImageSize>;
}
