import { safeHttpUrl } from './safe-url.ts';

/**
 * Attribute schemas for widgets. r2wc only parses "true"/"false" booleans and ignores a removed
 * attribute; these parsers give every attribute one rule instead: the raw value (null when absent)
 * goes in, a typed value comes out, and a bad value yields the default plus a problem to warn about.
 */
interface ParseResult<T> {
  value: T;
  /** Set when the raw value was refused and the default used instead. */
  problem?: string;
}

export interface AttributeSpec<T> {
  /** For the custom elements manifest and the widget READMEs. */
  readonly type: string;
  readonly defaultValue: T;
  readonly description: string;
  parse(raw: string | null): ParseResult<T>;
}

export type AttributeSchema = Record<string, AttributeSpec<unknown>>;

/** The typed props a schema yields: `{ variant: 'fixed' | 'inline', persistent: boolean, ... }`. */
export type AttributeValues<S extends AttributeSchema> = {
  [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never;
};

/** Free text, shown as text (never HTML); over-long values are cut at maxLength. */
function text(description: string, defaultValue: string, maxLength = 200): AttributeSpec<string> {
  return {
    type: 'string',
    defaultValue,
    description,
    parse(raw) {
      if (raw === null) return { value: defaultValue };
      const value = raw.trim();
      if (value === '') return { value: defaultValue };
      if (value.length > maxLength)
        return { value: value.slice(0, maxLength), problem: `longer than ${maxLength} characters, cut` };
      return { value };
    },
  };
}

/** HTML-style boolean: present (bare, "", "true" or its own name) is true, absent or "false" is false. */
function boolean(description: string): AttributeSpec<boolean> {
  return {
    type: 'boolean',
    defaultValue: false,
    description,
    parse(raw) {
      if (raw === null) return { value: false };
      const value = raw.trim().toLowerCase();
      if (value === '' || value === 'true') return { value: true };
      if (value === 'false') return { value: false };
      return { value: true, problem: 'expected no value, "true" or "false"' };
    },
  };
}

function oneOf<const V extends string>(description: string, values: readonly V[], defaultValue: V): AttributeSpec<V> {
  return {
    type: values.map((value) => `'${value}'`).join(' | '),
    defaultValue,
    description,
    parse(raw) {
      if (raw === null || raw.trim() === '') return { value: defaultValue };
      const value = raw.trim().toLowerCase();
      const match = values.find((candidate) => candidate === value);
      if (match) return { value: match };
      return { value: defaultValue, problem: `expected one of ${values.join(', ')}` };
    },
  };
}

function integer(description: string, defaultValue: number, min: number, max: number): AttributeSpec<number> {
  return {
    type: 'number',
    defaultValue,
    description,
    parse(raw) {
      if (raw === null || raw.trim() === '') return { value: defaultValue };
      const value = Number(raw.trim());
      if (Number.isInteger(value) && value >= min && value <= max) return { value };
      return { value: defaultValue, problem: `expected a whole number from ${min} to ${max}` };
    },
  };
}

/** An http(s) URL; anything else (javascript:, data:, malformed) falls back to the default. */
function url(description: string, defaultValue: string): AttributeSpec<string> {
  return {
    type: 'string (http/https URL)',
    defaultValue,
    description,
    parse(raw) {
      if (raw === null || raw.trim() === '') return { value: defaultValue };
      const safe = safeHttpUrl(raw);
      if (safe) return { value: safe };
      return { value: defaultValue, problem: 'expected an http: or https: URL' };
    },
  };
}

/** An optional http(s) URL: absent means null (feature off). */
function optionalUrl(description: string): AttributeSpec<string | null> {
  return {
    type: 'string (http/https URL)',
    defaultValue: null,
    description,
    parse(raw) {
      if (raw === null || raw.trim() === '') return { value: null };
      const safe = safeHttpUrl(raw);
      if (safe) return { value: safe };
      return { value: null, problem: 'expected an http: or https: URL' };
    },
  };
}

export const attr = { text, boolean, oneOf, integer, url, optionalUrl };
