/**
 * Student achievements (spec section 2): a photo carousel when there are photos, a search by
 * student name, and a grid of cards shown 6 at a time with 'View More'.
 */
import { useId, useState } from "react";
import { InlineError } from "../../../components/inline-error";
import { OPTION_HEADING_ID } from "../options";
import {
  ACHIEVEMENTS_PAGE_INCREMENT,
  ACHIEVEMENTS_PAGE_SIZE,
  allAchievementPhotos,
  filterAchievements,
  pageAchievements,
} from "./achievement-filter";
import { AchievementCard } from "./achievement-card";
import { AchievementsCarousel } from "./achievements-carousel";
import type { FamilyMembers } from "@dept/contract";
import { useCollectionList } from "../../../lib/collection-list";
import { useT } from "../../../i18n/i18n";
import "./achievements.css";

export function AchievementsSection({ collection }: { collection: FamilyMembers<"achievement"> }) {
  const query = useCollectionList(collection);
  const [search, setSearch] = useState("");
  const [visibleCount, setVisibleCount] = useState(ACHIEVEMENTS_PAGE_SIZE);
  const searchId = useId();
  const resultsId = useId();
  const t = useT();
  const text = t.academics;

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
        {text.achievements}
      </h2>
      <div className="achievements__search">
        <label htmlFor={searchId} className="visually-hidden">
          {text.achievementsSearch}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={text.achievementsPlaceholder}
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
            {text.achievementsLoading}
          </div>
        ) : query.isError ? (
          <InlineError what={text.achievementsWhat} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <p className="visually-hidden" role="status">
              {text.achievementsFound(filtered.length)}
            </p>
            {filtered.length === 0 ? (
              <p className="empty-note">
                {achievements.length === 0 ? text.achievementsEmpty : text.achievementsNoMatch}
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
                <button
                  type="button"
                  className="button"
                  onClick={() => setVisibleCount((count) => count + ACHIEVEMENTS_PAGE_INCREMENT)}
                >
                  {text.viewMore}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
