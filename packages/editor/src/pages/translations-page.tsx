/**
 * The Translations page (`#/translations`, issue 27): on a bilingual site, every entry the account
 * opens whose fields are not translated into the second language, or were translated before their
 * English changed, by collection in the editor's order, each linking to its form.
 */
import { collectionForms, editorAddress, LANGUAGE_INFO, secondLanguageOf } from "@dept/contract";
import { useTranslations } from "../api/get-translations";
import { untranslatedWords } from "../lib/translation-words";
import { ErrorAlert, Loading } from "../components/query-state";

export function TranslationsPage() {
  const translations = useTranslations();
  if (translations.error && !translations.data) return <ErrorAlert message={translations.error.message} />;
  if (!translations.data) return <Loading />;
  const second = secondLanguageOf(translations.data);
  if (!second) {
    return (
      <>
        <h1>Translations</h1>
        <p>
          The site is in English alone. Name a second language in the site content&rsquo;s Languages to translate it.
        </p>
      </>
    );
  }
  const language = LANGUAGE_INFO[second].englishName;
  const { entries } = translations.data;
  const collections = [...new Set(entries.map((entry) => entry.collection))];
  return (
    <>
      <h1>Translations</h1>
      <p>
        Entries with fields not translated into {language}, or translated before their English changed (outdated). Until
        they are translated, the {language} pages show the English there.
      </p>
      {entries.length === 0 && <p>Every entry is translated.</p>}
      {collections.map((collection) => (
        <section key={collection} aria-labelledby={`translations-${collection}`}>
          <h2 id={`translations-${collection}`}>{collectionForms[collection].label}</h2>
          <ul className="translation-list">
            {entries
              .filter((entry) => entry.collection === collection)
              .map((entry) => (
                <li key={entry.id}>
                  <a href={editorAddress(collection, entry.id)}>{entry.title}</a> ({entry.state})
                  <ul>
                    {entry.fields.map((field) => (
                      <li key={field.path}>{untranslatedWords(collectionForms[collection].fields, field)}</li>
                    ))}
                  </ul>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
