import {
  hasHiddenCharacters,
  hiddenCharactersMessage,
} from '@threshold/domain/schemas/hidden-characters';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** What a request answers when text its route's schema let through still holds a hidden character. */
export const HIDDEN_CHARACTERS_MESSAGE = hiddenCharactersMessage('Your answer');

/**
 * Where the first hidden character is in a parsed body or query: the path of the string (or of
 * the key) that holds it, or null. Nested lists and objects are walked to the end; their keys are
 * text too (a jsonb column keeps them).
 */
export function findHiddenCharacters(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return hasHiddenCharacters(value) ? [...path] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findHiddenCharacters(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasHiddenCharacters(key)) return [...path, key];
      const found = findHiddenCharacters(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** "filters.providers.0", or the part's own name for a value at the top. */
function fieldOf(path: readonly (string | number)[], part: string): string {
  return path.length > 0 ? path.join('.') : part;
}

type SchemaDef = { type?: string; valueType?: { _zod?: { def?: SchemaDef } } };

/**
 * A part its route leaves unchecked to its handler, which checks every field with the domain's
 * schemas and their own messages (the onboarding journey's one change, a partner's lead, the token
 * grant, a CSV of leads answered row by row): unknown, a whole text body, or a map of unknowns.
 */
function isCheckedByHandler(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
  const type = def?.type;
  if (type === 'unknown' || type === 'any' || type === 'string') return true;
  const valueType = def?.valueType?._zod?.def?.type;
  return type === 'record' && (valueType === 'unknown' || valueType === 'any');
}

/**
 * The route schemas' validator with one text rule after it, for every body and query string: a
 * field's own schema answers first (its own message), and whatever text it let through (a filter
 * list's entries, a kWh string, a key of a map) is refused with 400 when it still holds a control
 * character, a line or paragraph separator or a lone surrogate, before any service or the
 * database sees it. A part left to its handler is checked there, with the same domain rule.
 */
export const textRuleValidatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]);
  const part = routeSchema.httpPart;
  if ((part !== 'body' && part !== 'querystring') || isCheckedByHandler(routeSchema.schema))
    return validate;
  return (data: unknown) => {
    const result = validate(data) as { value?: unknown; error?: Error };
    if (result.error) return result;
    const found = findHiddenCharacters(result.value);
    if (!found) return result;
    return {
      error: new AppError('HIDDEN_CHARACTERS', HIDDEN_CHARACTERS_MESSAGE, {
        field: fieldOf(found, part === 'body' ? 'body' : 'query'),
      }),
    };
  };
};
