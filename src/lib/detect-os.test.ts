import { describe, expect, it } from 'vitest';
import { detectOperatingSystem } from './detect-os.ts';

describe('detectOperatingSystem', () => {
  it('recognises the three desktop systems', () => {
    expect(detectOperatingSystem({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('windows');
    expect(detectOperatingSystem({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' })).toBe('mac');
    expect(detectOperatingSystem({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('linux');
    expect(detectOperatingSystem({ userAgentData: { platform: 'Windows' }, userAgent: '' })).toBe('windows');
  });

  it('returns null for phones and unknown systems', () => {
    expect(detectOperatingSystem({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' })).toBeNull();
    expect(detectOperatingSystem({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBeNull();
    expect(detectOperatingSystem({ userAgent: 'SomethingElse/1.0' })).toBeNull();
  });
});
