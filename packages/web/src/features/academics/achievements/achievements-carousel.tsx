/**
 * The photo carousel above the achievements (spec section 9): every photo of every achievement,
 * autoplay every 3000 ms, infinite, with dots, keyboard control and a pause button; 1 photo
 * under 464 px, 2 up to 1024, 3 up to 3000 and 4 from there.
 */
import type { StudentAchievement } from "@dept/contract";
import { Carousel, type ItemsPerView } from "../../../components/carousel/carousel";
import { ResponsiveImage } from "../../../components/responsive-image";
import { useT } from "../../../i18n/i18n";
import { fallbackLang } from "../../../i18n/fallback";

export const ACHIEVEMENTS_CAROUSEL_INTERVAL_MS = 3000;

export const ACHIEVEMENTS_CAROUSEL_ITEMS: ItemsPerView = [
  { minWidth: 0, items: 1 },
  { minWidth: 464, items: 2 },
  { minWidth: 1024, items: 3 },
  { minWidth: 3000, items: 4 },
];

interface Props {
  photos: readonly { photo: string; achievement: StudentAchievement }[];
}

export function AchievementsCarousel({ photos }: Props) {
  const text = useT().academics;
  return (
    <Carousel
      label={text.achievementPhotos}
      slides={photos}
      interval={ACHIEVEMENTS_CAROUSEL_INTERVAL_MS}
      itemsPerView={ACHIEVEMENTS_CAROUSEL_ITEMS}
      showDots
      className="achievements__carousel"
    >
      {({ photo, achievement }) => (
        <figure className="achievements__slide">
          <ResponsiveImage
            value={photo}
            alt={`${achievement.name}: ${achievement.achievement}`}
            width={640}
            height={480}
            sizes="(min-width: 1024px) 320px, (min-width: 464px) 50vw, 100vw"
            className="achievements__slide-photo"
          />
          <figcaption className="achievements__caption" lang={fallbackLang(achievement, "name")}>
            {achievement.name}
          </figcaption>
        </figure>
      )}
    </Carousel>
  );
}
