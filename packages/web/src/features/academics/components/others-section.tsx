/** Others: cards with the student's photo, name, achievement and details. */
import { ResponsiveImage } from "../../../components/responsive-image";
import type { FamilyMembers } from "@dept/contract";
import { QueryContent } from "../../../components/query-content";
import { useCollectionList } from "../../../lib/collection-list";
import { fallbackLang } from "../../../i18n/fallback";
import { useT } from "../../../i18n/i18n";

export function OthersSection({ collection }: { collection: FamilyMembers<"other"> }) {
  const query = useCollectionList(collection);
  const t = useT();
  return (
    <QueryContent query={query} what={t.academics.othersWhat}>
      {(others) =>
        others.length === 0 ? (
          <p className="empty-note">{t.academics.othersEmpty}</p>
        ) : (
          <ul className="others">
            {others.map((other, index) => (
              <li key={index} className="others__card">
                <ResponsiveImage
                  value={other.photo}
                  alt={t.common.photoOf(other.name)}
                  width={320}
                  height={320}
                  sizes="160px"
                  className="others__photo"
                />
                <div className="others__body">
                  <h3 className="others__name" lang={fallbackLang(other, "name")}>
                    {other.name}
                  </h3>
                  <p className="others__achievement" lang={fallbackLang(other, "achievement")}>
                    {other.achievement}
                  </p>
                  <p className="others__details" lang={fallbackLang(other, "details")}>
                    {other.details}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}
