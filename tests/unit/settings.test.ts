import { describe, expect, it } from 'vitest';
import { originOf, publishedCompany, readBuildSettings, SettingsError } from '../../src/lib/settings/readSettings.ts';
import { contentSecurityDirectives } from '../../src/lib/security/contentSecurityPolicy.ts';

describe('readBuildSettings', () => {
  it('falls back to obvious samples on the reserved .example domain', () => {
    const settings = readBuildSettings({});
    expect(settings.contactEmail).toMatch(/\.example$/);
    expect(settings.operatorAppUrl).toMatch(/^https:\/\/.+\.example\//);
    expect(settings.apiBaseUrl).toBe('');
    expect(settings.quizProductName).toBe('Find Your Color');
    expect(settings.social.map((link) => link.network)).toEqual(['professional', 'photo', 'x']);
  });

  it('takes overrides from the environment and trims trailing slashes', () => {
    const settings = readBuildSettings({
      DYC_CONTACT_EMAIL: 'team@dyc.test',
      DYC_API_BASE_URL: 'https://api.dyc.test/',
      DYC_SITE_URL: 'https://dyc.test/',
      DYC_SOCIAL_X_URL: 'https://x.com/dyc',
    });
    expect(settings.contactEmail).toBe('team@dyc.test');
    expect(settings.apiBaseUrl).toBe('https://api.dyc.test');
    expect(settings.siteUrl).toBe('https://dyc.test');
    expect(settings.social[2]?.url).toBe('https://x.com/dyc');
  });

  it('treats blank variables as unset', () => {
    expect(readBuildSettings({ DYC_CONTACT_EMAIL: '   ' }).contactEmail).toMatch(/\.example$/);
  });

  it('names the variable at fault', () => {
    expect(() => readBuildSettings({ DYC_CONTACT_EMAIL: 'not-an-email' })).toThrow(/DYC_CONTACT_EMAIL/);
    expect(() => readBuildSettings({ DYC_OPERATOR_APP_URL: '/login' })).toThrow(SettingsError);
    expect(() => readBuildSettings({ DYC_NEWSLETTER_URL: 'javascript:alert(1)' })).toThrow(/DYC_NEWSLETTER_URL.*http/);
  });
});

describe('the company block (legal name, address, registration)', () => {
  it('is a sample until the owner sets it, shown only where samples are', () => {
    const settings = readBuildSettings({});
    expect(settings.company.sample).toBe(true);
    expect(publishedCompany(settings, false)).toBeNull();
    expect(publishedCompany(settings, true)?.legalName).toMatch(/Sample/);
  });

  it('reads the name, the address line by line and an optional registration', () => {
    const settings = readBuildSettings({
      DYC_COMPANY_LEGAL_NAME: 'Discover Your Color, Inc.',
      DYC_COMPANY_ADDRESS: '1 Market Street; Suite 100\nSan Francisco, CA 94105 ',
    });
    expect(publishedCompany(settings, false)).toEqual({
      legalName: 'Discover Your Color, Inc.',
      address: ['1 Market Street', 'Suite 100', 'San Francisco, CA 94105'],
      registration: null,
      sample: false,
    });
    expect(
      readBuildSettings({
        DYC_COMPANY_LEGAL_NAME: 'Discover Your Color, Inc.',
        DYC_COMPANY_ADDRESS: '1 Market Street',
        DYC_COMPANY_REGISTRATION: 'California Secretary of State no. 1234567',
      }).company.registration,
    ).toBe('California Secretary of State no. 1234567');
  });

  it('names the variable missing when only part of the block is set', () => {
    expect(() => readBuildSettings({ DYC_COMPANY_LEGAL_NAME: 'DYC, Inc.' })).toThrow(/DYC_COMPANY_ADDRESS/);
    expect(() => readBuildSettings({ DYC_COMPANY_ADDRESS: '1 Market Street' })).toThrow(/DYC_COMPANY_LEGAL_NAME/);
    expect(() => readBuildSettings({ DYC_COMPANY_REGISTRATION: 'no. 1' })).toThrow(/DYC_COMPANY_REGISTRATION/);
  });
});

describe('originOf', () => {
  it('is null for same-origin values', () => {
    expect(originOf('')).toBeNull();
    expect(originOf('/media/video')).toBeNull();
    expect(originOf('https://cdn.dyc.test/videos')).toBe('https://cdn.dyc.test');
  });
});

describe('contentSecurityDirectives', () => {
  it('allows only the site itself by default and never inline or eval', () => {
    const directives = contentSecurityDirectives(readBuildSettings({})).join('; ');
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'self'");
    expect(directives).toContain("form-action 'self'");
    expect(directives).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('opens the API and video origins when they live elsewhere', () => {
    const directives = contentSecurityDirectives(
      readBuildSettings({
        DYC_API_BASE_URL: 'https://api.dyc.test',
        DYC_EFFECTS_VIDEO_BASE_URL: 'https://cdn.dyc.test/v',
      }),
    );
    expect(directives).toContain("connect-src 'self' https://api.dyc.test");
    expect(directives).toContain("img-src 'self' data: https://api.dyc.test");
    expect(directives).toContain("media-src 'self' https://cdn.dyc.test");
  });
});
