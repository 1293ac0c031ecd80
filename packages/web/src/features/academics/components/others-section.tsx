/** Others: cards with the student's photo, name, achievement and details. */
import { ResponsiveImage } from "../../../components/responsive-image";
import type { FamilyMembers } from "@dept/contract";
import { QueryContent } from "../../../components/query-content";
import { useCollectionList } from "../../../lib/collection-list";

export function OthersSection({ collection }: { collection: FamilyMembers<"other"> }) {
  const query = useCollectionList(collection);
  return (
    <QueryContent query={query} what="the other achievements">
      {(others) =>
        others.length === 0 ? (
          <p className="empty-note">No achievements have been published yet.</p>
        ) : (
          <ul className="others">
            {others.map((other, index) => (
              <li key={index} className="others__card">
                <ResponsiveImage value={other.photo} alt={`Photo of ${other.name}`} width={320} height={320} sizes="160px" className="others__photo" />
                <div className="others__body">
                  <h3 className="others__name">{other.name}</h3>
                  <p className="others__achievement">{other.achievement}</p>
                  <p className="others__details">{other.details}</p>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}
