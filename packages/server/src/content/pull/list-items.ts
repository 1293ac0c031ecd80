/** One list item of the old API as a pack writes it, by its collection's family (registry/public.ts). */
import type { CollectionFamily } from "@dept/contract";
import type { DownloadQueue } from "./queue.js";

type Json = Record<string, unknown>;

/** Where an item's files go: its entry name for problems, its folder and its title for names. */
export interface ItemPlace {
  entry: string;
  folder: string;
  title: string;
}

type ToPack = (item: Json, place: ItemPlace, queue: DownloadQueue) => Json;

const titledFile: ToPack = (item, { entry, folder, title }, { file }) => ({ title: item.title, file: file(entry, item.file, folder, title) });

export const packItem: Readonly<Record<CollectionFamily, ToPack>> = {
  notice: (item, { entry, folder, title }, { file }) => ({ title: item.title, file: file(entry, item.file, folder, title), date: item.date }),
  event: (item, { entry, folder, title }, { file, image }) => ({
    title: item.title,
    details: item.details,
    speakers: String(item.speaker ?? "").split(/\s*,\s*/).filter(Boolean),
    start_date: item.start_date,
    end_date: item.end_date,
    banner: image(entry, item.banner, folder, title),
    document: file(entry, item.document, folder, title),
  }),
  titledFile,
  internship: (item, { entry, folder, title }, { file }) => ({
    category: item.category,
    year: Number(item.year),
    file: file(entry, item.pdf, folder, `${String(item.category)}-${title}`),
  }),
  yearlyReport: (item, { entry, folder, title }, { file }) => ({ year: Number(item.year), file: file(entry, item.pdf, folder, title) }),
  other: (item, { entry, folder, title }, { image }) => ({
    name: item.name,
    photo: image(entry, item.photo, folder, title),
    achievement: item.achievement,
    details: item.details,
  }),
  achievement: (item, { entry, folder, title }, { image }) => {
    const photos = Array.isArray(item.photo) ? item.photo : [];
    return {
      name: item.name,
      date: item.date,
      achievement: item.achievement,
      details: item.details,
      photos: photos.map((p, k) => image(`${entry}.photo[${k}]`, p, folder, `${title}-${k + 1}`)).filter(Boolean),
      ...(item.linkedin_url ? { linkedin_url: item.linkedin_url } : {}),
    };
  },
};
