/**
 * Control characters (C0 such as NUL, tab and line breaks; DEL; C1), the Unicode line and
 * paragraph separators, and unpaired surrogates. None belongs inside a one-line value: a person
 * cannot type them, and the database refuses NUL in text. Whitespace at either end is trimmed
 * first, as before; inside a value every field refuses them (docs/decisions.md).
 *
 * A module of its own, without imports, so a schema the portal's first page loads can use it.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cs}\u2028\u2029]/u;

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/**
 * The same rule for text written in paragraphs (a note, a call script, CMS HTML): tabs and line
 * breaks are part of it; every other hidden character is not.
 */
export function hasHiddenCharactersBesideLineBreaks(text: string): boolean {
  return hasHiddenCharacters(text.replace(/[\t\r\n]/g, ' '));
}

/** The message of a free-text field (an address line) that has no "invalid" message of its own. */
export function hiddenCharactersMessage(label: string): string {
  return `${label} cannot contain tabs, line breaks or other hidden characters`;
}
