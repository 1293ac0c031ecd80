/**
 * What the Publish button asks (entry-page.tsx). On a bilingual site, an entry whose fields are not
 * (or no longer) translated names them by their labels and asks "Publish anyway"; visitors of the
 * second language's pages would see the English there. Otherwise the usual question.
 */
import { LANGUAGE_INFO, translationsNeeded, type CollectionForm, type SecondLanguage } from "@dept/contract";
import { untranslatedWords } from "../lib/translation-words";

export interface PublishQuestion {
  title: string;
  text: string;
  /** The fields still to translate, each "Label: not translated" or "Label: translation outdated". */
  items?: string[];
  /** The confirming button's words. */
  action: string;
}

export function publishQuestion(
  form: Pick<CollectionForm, "fields">,
  title: string,
  data: Record<string, unknown>,
  second: SecondLanguage | undefined,
): PublishQuestion {
  const needed = second ? translationsNeeded(form.fields, data, second) : [];
  if (!second || needed.length === 0)
    return {
      title: `Publish "${title}"?`,
      text: "Visitors see this revision as soon as it is published.",
      action: "Publish",
    };
  const language = LANGUAGE_INFO[second].englishName;
  return {
    title: `Publish "${title}" without all of its ${language}?`,
    text: `These fields have no ${language} translation, or one made before their English changed. Until they are translated, the ${language} pages show the English there.`,
    items: needed.map((field) => untranslatedWords(form.fields, field)),
    action: "Publish anyway",
  };
}
