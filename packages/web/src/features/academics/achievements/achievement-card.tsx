/** One student achievement: photo slideshow, name, date as given, title, details and actions. */
import type { StudentAchievement } from "@dept/contract";
import { ExternalLink } from "../../../components/links";
import { safeHttpUrl } from "../../../lib/links";
import { CardSlideshow } from "./card-slideshow";
import { openAchievementGallery } from "./gallery";
import { fallbackLang } from "../../../i18n/fallback";
import { useLanguage, useT } from "../../../i18n/i18n";

export function AchievementCard({ achievement }: { achievement: StudentAchievement }) {
  const photos = achievement.photo.filter((photo) => photo.trim() !== "");
  const linkedIn = safeHttpUrl(achievement.linkedin_url);
  const t = useT();
  const lang = useLanguage();
  const text = t.academics;
  const nameLang = fallbackLang(achievement, "name");
  return (
    <article className="card achievement-card">
      {photos.length > 0 ? (
        <CardSlideshow photos={photos} name={achievement.name} />
      ) : (
        <div className="achievement-card__no-photo" aria-hidden="true">
          {initials(achievement.name)}
        </div>
      )}
      <div className="achievement-card__body">
        <h3 className="achievement-card__name" lang={nameLang}>
          {achievement.name}
        </h3>
        <p className="achievement-card__date">{achievement.date}</p>
        <p className="achievement-card__achievement" lang={fallbackLang(achievement, "achievement")}>
          {achievement.achievement}
        </p>
        <p className="achievement-card__details" lang={fallbackLang(achievement, "details")}>
          {achievement.details}
        </p>
        {(photos.length > 0 || linkedIn) && (
          <div className="achievement-card__actions">
            {photos.length > 0 && (
              <button
                type="button"
                className="button"
                onClick={() => openAchievementGallery(achievement, { lang, text })}
              >
                {text.viewGallery}
                <span className="visually-hidden">: {achievement.name}</span>
              </button>
            )}
            {linkedIn && (
              <ExternalLink href={linkedIn} className="button button--secondary">
                {text.linkedIn}
                <span className="visually-hidden">: {achievement.name}</span>
              </ExternalLink>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
