import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url.ts';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(safeHttpUrl('https://site.example/a?b=1')).toBe('https://site.example/a?b=1');
    expect(safeHttpUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
  });

  it('resolves relative URLs against the base', () => {
    expect(safeHttpUrl('/downloads/app.zip', 'https://partner.example/page')).toBe(
      'https://partner.example/downloads/app.zip',
    );
  });

  it('refuses other schemes, obfuscated ones included, and garbage', () => {
    for (const value of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'blob:https://a/b',
      'file:///etc/passwd',
      '',
      '   ',
      'http://',
    ]) {
      expect(safeHttpUrl(value, 'https://partner.example/'), value).toBeNull();
    }
  });
});
