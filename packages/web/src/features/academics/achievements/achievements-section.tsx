/**
 * Student achievements (spec section 2): a photo carousel when there are photos, a search by
 * student name, and a grid of cards shown 6 at a time with 'View More'.
 */
import { useId, useState } from "react";
import { InlineError } from "../../../components/inline-error";
import { OPTION_HEADING_ID } from "../options";
import { ACHIEVEMENTS_PAGE_INCREMENT, ACHIEVEMENTS_PAGE_SIZE, allAchievementPhotos, filterAchievements, pageAchievements } from "./achievement-filter";
import { AchievementCard } from "./achievement-card";
import { AchievementsCarousel } from "./achievements-carousel";
import type { FamilyMembers } from "@dept/contract";
import { useCollectionList } from "../../../lib/collection-list";
import "./achievements.css";

export function AchievementsSection({ collection }: { collection: FamilyMembers<"achievement"> }) {
  const query = useCollectionList(collection);
  const [search, setSearch] = useState("");
  const [visibleCount, setVisibleCount] = useState(ACHIEVEMENTS_PAGE_SIZE);
  const searchId = useId();
  const resultsId = useId();

  const achievements = query.data ?? [];
  const photos = allAchievementPhotos(achievements);
  // Each card keeps its position in the full list as its key, so a search never hands one
  // student's slideshow state to another.
  const entries = achievements.map((achievement, id) => ({ id, name: achievement.name, achievement }));
  const filtered = filterAchievements(entries, search);
  const { visible, hasMore } = pageAchievements(filtered, visibleCount);

  return (
    <div className="achievements">
      {photos.length > 0 && <AchievementsCarousel photos={photos} />}
      <h2 id={OPTION_HEADING_ID} className="academics__heading">
        Student Achievements
      </h2>
      <div className="achievements__search">
        <label htmlFor={searchId} className="visually-hidden">
          Search by student name
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search by student name..."
          autoComplete="off"
          aria-controls={resultsId}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            // A new search starts again from the first page.
            setVisibleCount(ACHIEVEMENTS_PAGE_SIZE);
          }}
        />
      </div>
      <div id={resultsId} className="achievements__results">
        {query.isPending ? (
          <div className="achievements__loading" role="status">
            <span aria-hidden="true" className="achievements__spinner" />
            Loading ...
          </div>
        ) : query.isError ? (
          <InlineError what="the student achievements" onRetry={() => void query.refetch()} />
        ) : (
          <>
            <p className="visually-hidden" role="status">
              {filtered.length === 1 ? "1 achievement found" : `${filtered.length} achievements found`}
            </p>
            {filtered.length === 0 ? (
              <p className="empty-note">
                {achievements.length === 0 ? "No student achievements have been published yet." : "No student matches this name."}
              </p>
            ) : (
              <ul className="achievements__grid">
                {visible.map(({ id, achievement }) => (
                  <li key={id}>
                    <AchievementCard achievement={achievement} />
                  </li>
                ))}
              </ul>
            )}
            {hasMore && (
              <div className="achievements__more">
                <button type="button" className="button" onClick={() => setVisibleCount((count) => count + ACHIEVEMENTS_PAGE_INCREMENT)}>
                  View More
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
