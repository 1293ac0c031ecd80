/** "View on site": the public page that shows an entry visitors see now, at the address of its live revision. */
import { entryPageRoute, type EntryDetail } from "@dept/contract";

export function ViewOnSite({ entry }: { entry: Pick<EntryDetail, "collection" | "live" | "liveData"> }) {
  if (!entry.live || !entry.liveData) return null;
  return (
    <a
      className="button"
      href={entryPageRoute(entry.collection, entry.liveData)}
      target="_blank"
      rel="noopener noreferrer"
    >
      View on site<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
