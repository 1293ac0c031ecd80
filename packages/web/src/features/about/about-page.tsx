/** About The Department (spec section 2): title, a photo carousel and the department's description. */
import { useSite } from "../../lib/site";
import { PhotoCarousel } from "../../components/carousel/photo-carousel";
import { PageBanner } from "../../components/page-banner";
import "./about.css";

// Spec section 9: the about carousel moves every 3000 ms with an 800 ms transition.
const CAROUSEL_INTERVAL_MS = 3000;
const CAROUSEL_TRANSITION_MS = 800;

export function AboutPage() {
  const site = useSite();
  return (
    <div className="page about">
      <PageBanner title="About The Department" />
      <div className="container about__body">
        <PhotoCarousel
          label="Photos of the department"
          images={site.aboutCarousel}
          interval={CAROUSEL_INTERVAL_MS}
          transitionMs={CAROUSEL_TRANSITION_MS}
          sizes="(min-width: 1200px) 568px, (min-width: 900px) 50vw, calc(100vw - 32px)"
        />
        <div className="about__text">
          {site.department.about.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </div>
  );
}
