// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, parseRequestPath } from '../../../src/server/request-path.ts';

describe('parseRequestPath', () => {
  it.each([
    ['/', '/'],
    ['/criar-sala', '/criar-sala'],
    ['/criar-sala/', '/criar-sala/'],
    ['/criar-sala?x=1#y', '/criar-sala'],
    ['/p%C3%A1gina', '/página'],
    ['/a%20b', '/a b'],
    ['/assets/app-Ab12.js', '/assets/app-Ab12.js'],
    ['/...', '/...'],
    ['/%25', '/%'],
    ['/..a', '/..a'],
    // absolute-form (RFC 9112 §3.2.2): the path counts, whatever the host
    ['http://127.0.0.1:8080/criar-sala', '/criar-sala'],
    ['HTTPS://echojam.example/criar-sala/?x=1', '/criar-sala/'],
    ['http://[::1]:8080', '/'],
    ['http://localhost?x=1', '/'],
  ])('accepts %j as %j', (raw, path) => {
    expect(parseRequestPath(raw)).toEqual({ ok: true, path });
  });

  it.each([
    '/../etc/passwd',
    '/a/../../etc/passwd',
    '/./index.html',
    '/..',
    '/%2e%2e/etc/passwd',
    '/%2E%2E/%2e%2e/etc/passwd',
    '/.%2e/secret',
    '/assets%2f..%2f..%2fsecret',
    '/a%2Fb',
    '/..%5c..%5csecret',
    '/a\\..\\secret',
    '/%252e%252e%252fsecret',
    '/index.html%00.js',
    '/a\0b',
    '/%zz',
    '/%',
    '/%e',
    '/%c3%28',
    '//etc/passwd',
    '/a//b',
    'http://localhost/../secret',
    'http://localhost//etc/passwd',
    'http://user@localhost/',
    'ftp://localhost/',
    'http:/criar-sala',
    '*',
    '',
    'index.html',
  ])('refuses %j with 400', (raw) => {
    expect(parseRequestPath(raw)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses URLs over 8 KB with 414', () => {
    expect(parseRequestPath('/' + 'a'.repeat(MAX_URL_LENGTH))).toMatchObject({ ok: false, status: 414 });
    expect(parseRequestPath('/' + 'a'.repeat(MAX_URL_LENGTH - 1))).toMatchObject({ ok: true });
  });
});
