/** About The Department (spec section 2): title, a photo carousel and the department's description. */
import { useSite } from "../../lib/site";
import { PhotoCarousel } from "../../components/carousel/photo-carousel";
import { PageBanner } from "../../components/page-banner";
import { fallbackLang } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";
import "./about.css";

// Spec section 9: the about carousel moves every 3000 ms with an 800 ms transition.
const CAROUSEL_INTERVAL_MS = 3000;
const CAROUSEL_TRANSITION_MS = 800;

export function AboutPage() {
  const site = useSite();
  const t = useT();
  return (
    <div className="page about">
      <PageBanner title={t.pages.about.title} />
      <div className="container about__body">
        <PhotoCarousel
          label={t.home.photos}
          images={site.aboutCarousel}
          altLang={(index) => fallbackLang(site, `aboutCarousel.${index}.alt`)}
          interval={CAROUSEL_INTERVAL_MS}
          transitionMs={CAROUSEL_TRANSITION_MS}
          sizes="(min-width: 1200px) 568px, (min-width: 900px) 50vw, calc(100vw - 32px)"
        />
        <div className="about__text" lang={fallbackLang(site, "department.about")}>
          {site.department.about.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </div>
  );
}
