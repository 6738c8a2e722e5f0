import { describe, expect, it } from 'vitest';
import { publicOriginFor } from '../../src/lib/security/publicOrigin.ts';
import { siteSettings } from '../../src/settings.ts';

describe('publicOriginFor', () => {
  const fromHost = new URL('http://evil.example/api/v2/quiz/quiz-results/');

  it('takes the origin the production server passes, never the request Host', () => {
    expect(publicOriginFor({ publicOrigin: 'https://dyc.example' }, fromHost, false)).toBe('https://dyc.example');
    expect(publicOriginFor({ publicOrigin: 'https://dyc.example' }, fromHost, true)).toBe('https://dyc.example');
  });

  it('falls back to the build-time site URL in production and to the dev server in development', () => {
    expect(publicOriginFor({}, fromHost, false)).toBe(siteSettings.siteUrl);
    expect(publicOriginFor({}, new URL('http://127.0.0.1:4321/quiz/result/'), true)).toBe('http://127.0.0.1:4321');
  });
});
