import { describe, expect, it } from 'vitest';
import { attr } from './attributes.ts';

describe('attribute parsers', () => {
  it('boolean: present is true, absent or "false" is false, anything else true with a problem', () => {
    const shiny = attr.boolean('');
    expect(shiny.parse(null)).toEqual({ value: false });
    expect(shiny.parse('')).toEqual({ value: true });
    expect(shiny.parse('true')).toEqual({ value: true });
    expect(shiny.parse('FALSE')).toEqual({ value: false });
    expect(shiny.parse('yes').value).toBe(true);
    expect(shiny.parse('yes').problem).toMatch(/true/);
  });

  it('oneOf: known values (any case), else the default with a problem', () => {
    const variant = attr.oneOf('', ['fixed', 'inline'], 'fixed');
    expect(variant.parse('inline')).toEqual({ value: 'inline' });
    expect(variant.parse(' INLINE ')).toEqual({ value: 'inline' });
    expect(variant.parse(null)).toEqual({ value: 'fixed' });
    expect(variant.parse('')).toEqual({ value: 'fixed' });
    expect(variant.parse('sideways')).toEqual({ value: 'fixed', problem: 'expected one of fixed, inline' });
  });

  it('text: trimmed, default when empty, cut at the maximum length', () => {
    const name = attr.text('', 'EchoJam', 5);
    expect(name.parse('  Jam ')).toEqual({ value: 'Jam' });
    expect(name.parse('   ')).toEqual({ value: 'EchoJam' });
    expect(name.parse('abcdefgh').value).toBe('abcde');
    expect(name.parse('abcdefgh').problem).toMatch(/5/);
  });

  it('integer: whole numbers in range, else the default', () => {
    const volume = attr.integer('', 70, 0, 100);
    expect(volume.parse('42')).toEqual({ value: 42 });
    expect(volume.parse('101').value).toBe(70);
    expect(volume.parse('4.5').value).toBe(70);
    expect(volume.parse('abc').problem).toBeDefined();
  });

  it('url: http(s) only, resolved; javascript: and data: fall back to the default', () => {
    const link = attr.url('', 'https://example.com/');
    expect(link.parse('https://partner.example/a.zip')).toEqual({ value: 'https://partner.example/a.zip' });
    expect(link.parse('javascript:alert(1)')).toEqual({
      value: 'https://example.com/',
      problem: 'expected an http: or https: URL',
    });
    expect(link.parse(' JAVASCRIPT:alert(1)').value).toBe('https://example.com/');
    expect(link.parse('data:text/html,hi').value).toBe('https://example.com/');
  });

  it('optionalUrl: absent is null, a bad value is null with a problem', () => {
    const endpoint = attr.optionalUrl('');
    expect(endpoint.parse(null)).toEqual({ value: null });
    expect(endpoint.parse('http://api.example/contact')).toEqual({ value: 'http://api.example/contact' });
    expect(endpoint.parse('ftp://x').problem).toBeDefined();
  });
});
