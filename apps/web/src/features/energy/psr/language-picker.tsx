import {
  LANGUAGE_SEARCH_MESSAGES,
  PSR_LANGUAGES,
  searchLanguages,
} from '@threshold/domain/schemas/energy-psr-languages';
import { useState } from 'react';

type LanguagePickerProps = {
  value: string | null;
  error?: string;
  onChange: (language: string) => void;
};

/** The search box's id: the form's error summary links here. */
const LANGUAGE_SEARCH_ID = 'language-search';

/**
 * The language list for alternativeLanguage (service-journeys 2): a search box above a list of
 * radio buttons. Nothing found: "No results"; a search we cannot run (anything but letters,
 * spaces, hyphens, apostrophes): "Something went wrong" with the reason and Clear search.
 */
export default function LanguagePicker({ value, error, onChange }: LanguagePickerProps) {
  const [query, setQuery] = useState('');
  const found = searchLanguages(PSR_LANGUAGES, query);
  const clear = () => {
    setQuery('');
    document.getElementById(LANGUAGE_SEARCH_ID)?.focus();
  };

  return (
    <div className={error ? 'field field--error psr-languages' : 'field psr-languages'}>
      <label className="field__label" htmlFor={LANGUAGE_SEARCH_ID}>
        Which language would you prefer?
      </label>
      <div id={`${LANGUAGE_SEARCH_ID}-hint`} className="field__hint">
        Search the list, then choose a language.{value ? ` Chosen: ${value}.` : ''}
      </div>
      {error && (
        <p id={`${LANGUAGE_SEARCH_ID}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <input
        id={LANGUAGE_SEARCH_ID}
        type="search"
        className="input"
        autoComplete="off"
        maxLength={40}
        value={query}
        aria-describedby={[
          `${LANGUAGE_SEARCH_ID}-hint`,
          error ? `${LANGUAGE_SEARCH_ID}-error` : null,
        ]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div aria-live="polite">
        {found.kind === 'empty' && (
          <div className="psr-languages__state">
            <p className="psr-languages__state-title">{LANGUAGE_SEARCH_MESSAGES.noResults}</p>
            <p>{LANGUAGE_SEARCH_MESSAGES.noResultsDetail}</p>
          </div>
        )}
        {found.kind === 'invalid' && (
          <div className="psr-languages__state">
            <p className="psr-languages__state-title">{LANGUAGE_SEARCH_MESSAGES.failed}</p>
            <p>{found.message}</p>
            <a
              href={`#${LANGUAGE_SEARCH_ID}`}
              onClick={(event) => {
                event.preventDefault();
                clear();
              }}
            >
              Clear search
            </a>
          </div>
        )}
      </div>
      {found.kind === 'results' && (
        <fieldset className="psr-languages__list">
          <legend className="visually-hidden">Languages</legend>
          {found.languages.map((language) => {
            const id = `language-${language.replace(/[^A-Za-z]/g, '-')}`;
            return (
              <div key={language} className="psr-choice">
                <input
                  id={id}
                  type="radio"
                  name="alternativeLanguage"
                  value={language}
                  checked={value === language}
                  onChange={() => onChange(language)}
                />
                <label htmlFor={id}>{language}</label>
              </div>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
