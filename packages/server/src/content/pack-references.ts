/**
 * The files a content pack's entries name, each with the file and field that names it: what
 * validation checks exists and is of its kind, and what the import stores.
 */
import { isTranslation, type FieldSpec, type FileFieldKind, type SitePack } from "@dept/contract";

export interface FileReference {
  file: string;
  field: string;
  target: unknown;
  kind: FileFieldKind;
}

/** The files site.yaml names: its images, the video and its captions. */
export function siteReferences(site: SitePack): FileReference[] {
  const file = "site.yaml";
  const image = (field: string, target: { path: string }): FileReference => ({ file, field, target: target.path, kind: "image" });
  return [
    ...(site.department.logo ? [image("department.logo.path", site.department.logo)] : []),
    image("hod.photo.path", site.hod.photo),
    ...site.homeCarousel.map((item, index) => image(`homeCarousel[${index}].path`, item)),
    ...site.aboutCarousel.map((item, index) => image(`aboutCarousel[${index}].path`, item)),
    image("programs.cse.image.path", site.programs.cse.image),
    image("programs.mca.image.path", site.programs.mca.image),
    ...site.coderOfTheMonth.flatMap((entry, i) =>
      entry.winners.map((winner, j) => image(`coderOfTheMonth[${i}].winners[${j}].image.path`, winner.image)),
    ),
    { file, field: "video.file", target: site.video.file, kind: "video" },
    { file, field: "video.captions", target: site.video.captions, kind: "captions" },
  ];
}

const FILE_KINDS: ReadonlySet<string> = new Set<FileFieldKind>(["pdf", "image", "video", "captions"]);

/** The file fields of one entry, by its collection's form (a file kind, or `images`: a list of images). */
export function formReferences(fields: readonly FieldSpec[], file: string, prefix: string, item: Record<string, unknown>): FileReference[] {
  return fields.flatMap((field): FileReference[] => {
    const target = item[field.name];
    if (field.kind === "images") {
      return (target as string[]).map((photo, index) => ({ file, field: `${prefix}${field.name}[${index}]`, target: photo, kind: "image" }));
    }
    if (!FILE_KINDS.has(field.kind) || (field.optional && target === undefined)) return [];
    const kind = field.kind as FileFieldKind;
    // A translated file (a PDF per language): each language's file is checked like any other.
    if (field.translatable && isTranslation(target)) {
      return Object.entries(target).flatMap(([lang, value]) => (lang === "outdated" ? [] : [{ file, field: `${prefix}${field.name}.${lang}`, target: value, kind }]));
    }
    return [{ file, field: `${prefix}${field.name}`, target, kind }];
  });
}
