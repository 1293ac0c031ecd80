/** The shared links that leave the site or open a file, with their hidden new-tab note in the page's language. */
import { ExternalLink as SharedExternalLink, FileLink as SharedFileLink } from "@dept/ui/external-link";
import { useT } from "../i18n/i18n";

type ExternalLinkProps = Omit<Parameters<typeof SharedExternalLink>[0], "newTabNote">;
type FileLinkProps = Omit<Parameters<typeof SharedFileLink>[0], "newTabNote">;

export function ExternalLink(props: ExternalLinkProps) {
  return <SharedExternalLink {...props} newTabNote={useT().common.opensInNewTab} />;
}

export function FileLink(props: FileLinkProps) {
  return <SharedFileLink {...props} newTabNote={useT().common.opensInNewTab} />;
}
