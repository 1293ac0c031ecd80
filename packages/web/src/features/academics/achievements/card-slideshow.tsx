/** A card's photo slideshow on the shared carousel (spec section 9: autoplay 2000 ms, 500 ms transition). */
import { Carousel } from "../../../components/carousel/carousel";
import { ResponsiveImage } from "../../../components/responsive-image";
import { useT } from "../../../i18n/i18n";

export const CARD_SLIDESHOW_INTERVAL_MS = 2000;
export const CARD_SLIDESHOW_TRANSITION_MS = 500;

export function CardSlideshow({ photos, name }: { photos: readonly string[]; name: string }) {
  const text = useT().academics;
  return (
    <Carousel
      label={text.photosOf(name)}
      slides={photos}
      interval={CARD_SLIDESHOW_INTERVAL_MS}
      transitionMs={CARD_SLIDESHOW_TRANSITION_MS}
      itemsPerView={1}
      className="achievement-card__slideshow"
    >
      {(photo, { index }) => (
        <ResponsiveImage
          value={photo}
          alt={text.photoOf(index + 1, photos.length, name)}
          width={640}
          height={480}
          sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw"
          className="achievement-card__photo"
        />
      )}
    </Carousel>
  );
}
