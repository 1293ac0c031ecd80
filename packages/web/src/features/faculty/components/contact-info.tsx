/** A profile's contact details: e-mail as mailto:, telephone as tel:, extension and room as text. */
import type { FacultyDetail } from "@dept/contract";
import { useT } from "../../../i18n/i18n";

/** tel: URLs take digits and a leading plus only. */
export function telephoneHref(telephone: string): string | undefined {
  const digits = telephone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}

export function ContactInfo({ detail }: { detail: FacultyDetail }) {
  const text = useT().faculty;
  const { email, ext, telephone, room } = detail;
  if (!email && !ext && !telephone && !room) return null;
  const tel = telephone ? telephoneHref(telephone) : undefined;
  return (
    <section className="profile-contact" aria-labelledby="profile-contact-title">
      <h2 id="profile-contact-title">{text.contact}</h2>
      <dl>
        {email && (
          <div>
            <dt>{text.email}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {ext && (
          <div>
            <dt>{text.extension}</dt>
            <dd>{ext}</dd>
          </div>
        )}
        {telephone && (
          <div>
            <dt>{text.telephone}</dt>
            <dd>{tel ? <a href={tel}>{telephone}</a> : telephone}</dd>
          </div>
        )}
        {room && (
          <div>
            <dt>{text.room}</dt>
            <dd>{room}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
