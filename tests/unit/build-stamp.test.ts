// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staleReason, stampText } from '../../scripts/build-stamp.mjs';
import { configurationValues } from '../../scripts/configuration.mjs';

const built = { stampTime: 1000, builtPage: true, newestSource: 900 };

describe("npm start's decision to build again", () => {
  it('keeps dist/ when the sources are older than the stamp and the ECHOJAM_* values are the same', () => {
    const env = { ECHOJAM_SITE_URL: 'https://example.test', PATH: '/bin' };
    expect(staleReason({ ...built, stamp: stampText(env), env })).toBeUndefined();
    // Variables outside the configuration make no difference.
    expect(staleReason({ ...built, stamp: stampText(env), env: { ...env, PATH: '/usr/bin' } })).toBeUndefined();
  });

  it('builds again after `ECHOJAM_SITE_URL=… npm start` then a plain `npm start`, and the other way round', () => {
    const configured = { ECHOJAM_SITE_URL: 'https://example.test' };
    expect(staleReason({ ...built, stamp: stampText(configured), env: {} })).toMatch(/ECHOJAM_\* configuration/);
    expect(staleReason({ ...built, stamp: stampText({}), env: configured })).toMatch(/ECHOJAM_\* configuration/);
    expect(
      staleReason({ ...built, stamp: stampText(configured), env: { ECHOJAM_SITE_URL: 'https://other.test' } }),
    ).toMatch(/configuration/);
  });

  it('builds when there is no build, a source is newer, or the stamp predates the fingerprint', () => {
    expect(staleReason({ ...built, stamp: undefined, env: {} })).toMatch(/no complete build/);
    expect(staleReason({ ...built, builtPage: false, stamp: stampText({}), env: {} })).toMatch(/no complete build/);
    expect(staleReason({ ...built, newestSource: 1001, stamp: stampText({}), env: {} })).toMatch(/sources changed/);
    expect(staleReason({ ...built, stamp: '2026-11-26T14:00:00.000Z\n', env: {} })).toMatch(/configuration/);
  });

  it('counts an empty variable as unset, the way src/config.ts reads it', () => {
    expect(configurationValues({ ECHOJAM_SITE_URL: '', ECHOJAM_PRODUCT_NAME: 'X', HOME: '/root' })).toEqual({
      ECHOJAM_PRODUCT_NAME: 'X',
    });
    expect(staleReason({ ...built, stamp: stampText({}), env: { ECHOJAM_SITE_URL: '' } })).toBeUndefined();
  });
});
