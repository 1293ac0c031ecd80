/** The one Database interface (tables and their row types) shared by SQLite and PostgreSQL. */
import type { Generated, Selectable } from "kysely";

export interface ContentVersionTable {
  /** Always 1: one row per database. */
  id: number;
  /** Bumped by every import; instances poll it to reload. */
  version: number;
  imported_at: string;
  /** The import's one-line summary. */
  summary: string;
}

/** Every collection record in API shape, image fields holding the source image hash. */
export interface ContentRecordTable {
  collection: string;
  position: number;
  /** Faculty id for faculty records, empty otherwise. */
  record_key: string;
  /** JSON text, read and written by content-repository.ts only. */
  data: string;
}

/** Content-addressed blobs: `data` is filled with PostgreSQL only (SQLite keeps files in DATA_DIR). */
export interface BlobTable {
  hash: string;
  size: number;
  content_type: string;
  data: Uint8Array | null;
}

/** The files of the current content: the pair (hash, original name) makes the public path. */
export interface ContentFileTable {
  hash: string;
  name: string;
}

/** Derivatives of a source image, kept across imports so unchanged images are not re-encoded. */
export interface ImageVariantTable {
  source_hash: string;
  /** One of IMAGE_WIDTHS for webp; 0 for the legacy JPEG. */
  width: number;
  format: "webp" | "jpeg";
  blob_hash: string;
}

/** The displayed size of a source image (EXIF orientation applied), by its hash. */
export interface ImageSizeTable {
  hash: string;
  width: number;
  height: number;
}

export interface VisitorTotalTable {
  id: number;
  total: number;
}

/** One row per visitor per day: a salted hash, never the address. */
export interface VisitTable {
  day: string;
  visitor_hash: string;
}

export interface VisitorSaltTable {
  day: string;
  salt: string;
}

/** A blob no content references since `retired_at`; deleted once that is longer ago than the grace period. */
export interface RetiredBlobTable {
  hash: string;
  retired_at: string;
}

/** A searchable entry (search/search-documents.ts). */
export interface SearchEntryTable {
  id: number;
  kind: string;
  title: string;
  /** The title's words as the engines index them (search/terms.ts), to rank title matches first. */
  title_words: string;
  route: string;
  /** Its PDF's path on the API, if it has one. */
  file: string | null;
  /** For a BOS document: its viewer route, to which `&page=N` is added. */
  page_route: string | null;
  /** For a PDF: 1 when it has a text layer, 0 when it has none (only its title is searched). */
  text_layer: number | null;
  /** The site language whose index holds the entry: a search looks in one language's only. */
  lang: Generated<string>;
  /** "en" when the title shown in this language's index is English (a fallback); else null. */
  title_lang: string | null;
}

/**
 * The searched passages: one per entry (page null) and one per PDF page, id = entry id * 1000 +
 * page. PostgreSQL also keeps `words` here (with a generated tsvector `document`); SQLite keeps
 * them in the FTS5 table `search_words`, outside this interface (raw SQL in search-repository.ts).
 */
export interface SearchPageTable {
  id: number;
  entry_id: number;
  page: number | null;
  text: string;
  words?: string;
}

/** The text of a PDF, read once per file content: JSON of its pages' text, or null when unreadable. */
export interface PdfTextTable {
  hash: string;
  pages: string | null;
}

/** A staff account of the web editor; `email` (lowercase) is its key. */
export interface UserTable {
  email: string;
  role: string;
  faculty_id: string | null;
  /** argon2id, in the PHC string format. */
  password_hash: string;
  disabled: number;
  created_at: string;
  updated_at: string;
}

/** A server-side session: `id` is the SHA-256 of the session id in the cookie. */
export interface SessionTable {
  id: string;
  /** The signed-in account, null before sign-in (the session then holds only a CSRF secret). */
  email: string | null;
  data: string;
  expires_at: string;
}

/**
 * A rate-limit counter (db/rate-limit-repository.ts): `count` hits of `key` in the window ending at
 * `resets_at` (ISO instant); a hit after that starts a new window.
 */
export interface RateLimitTable {
  key: string;
  count: number;
  resets_at: string;
}

/** Who did what, when and from where: written by the server and the CLI, never editable. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
  address: string;
}

export interface SettingTable {
  name: string;
  value: string;
}

/** A collection entry of the editor's content model; `identity` matches it to a pack entry on import. */
export interface EntryTable {
  id: string;
  collection: string;
  position: number;
  identity: string;
  /** The state of its newest revision (EntryState). */
  state: string;
  head_revision: string;
  /** The revision visitors see, null when none. */
  live_revision: string | null;
  updated_at: string;
  updated_by: string;
  /** ISO instants at which the scheduler publishes the newest revision / takes the entry off. */
  publish_at: string | null;
  unpublish_at: string | null;
  scheduled_by: string | null;
}

/** One revision of an entry: its whole data (pack shape, files and images as `hash/name`) and state. */
export interface RevisionTable {
  id: string;
  entry_id: string;
  number: number;
  state: string;
  /** JSON text, read and written by entry-repository.ts only. */
  data: string;
  author: string;
  at: string;
  /** The content version it went live in (an import or a publication), if it did. */
  version: number | null;
}

/** A content version visitors were served, with the live revision of each entry (JSON [entry, revision][]). */
export interface PublicationTable {
  version: number;
  at: string;
  actor: string;
  summary: string;
  /** JSON text, read and written by entry-repository.ts only. */
  live: string;
}

/** What a publication source said about one work (null: Crossref does not know the DOI). */
export interface PublicationObservationTable {
  source: string;
  source_id: string;
  data: string | null;
  observed_at: string;
}

export interface Database {
  content_version: ContentVersionTable;
  content_records: ContentRecordTable;
  blobs: BlobTable;
  content_files: ContentFileTable;
  image_variants: ImageVariantTable;
  image_sizes: ImageSizeTable;
  visitor_total: VisitorTotalTable;
  visits: VisitTable;
  visitor_salts: VisitorSaltTable;
  retired_blobs: RetiredBlobTable;
  search_entries: SearchEntryTable;
  search_pages: SearchPageTable;
  pdf_texts: PdfTextTable;
  users: UserTable;
  sessions: SessionTable;
  rate_limits: RateLimitTable;
  publication_observations: PublicationObservationTable;
  audit_log: AuditLogTable;
  settings: SettingTable;
  entries: EntryTable;
  revisions: RevisionTable;
  publications: PublicationTable;
}

export type ContentRecordRow = Selectable<ContentRecordTable>;
export type ImageVariant = Selectable<ImageVariantTable>;
export type UserRow = Selectable<UserTable>;
export type EntryRow = Selectable<EntryTable>;
export type RevisionRow = Selectable<RevisionTable>;
