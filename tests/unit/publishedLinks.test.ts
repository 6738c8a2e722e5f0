import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it, vi } from 'vitest';
import GetInvolved from '../../src/components/advocacy/GetInvolved.astro';
import ClosingChecklist from '../../src/components/operators/ClosingChecklist.astro';
import LoginLink from '../../src/components/shell/LoginLink.astro';
import SiteFooter from '../../src/components/shell/SiteFooter.astro';
import { publishedLinks, readBuildSettings } from '../../src/lib/settings/readSettings.ts';
import { siteSettings } from '../../src/settings.ts';

// The components below read src/settings.ts, which shows samples in development: these render as a public build does.
vi.hoisted(() => vi.stubEnv('DEV', false));

const launched = {
  DYC_CONTACT_EMAIL: 'hello@dyc.test',
  DYC_OPERATOR_APP_URL: 'https://app.dyc.test/login',
  DYC_NEWSLETTER_URL: 'https://newsletter.dyc.test/subscribe',
};

describe('publishedLinks', () => {
  it('leaves out each address that is still a sample in a public build', () => {
    expect(publishedLinks(readBuildSettings({}), false)).toEqual({
      contactEmail: null,
      operatorAppUrl: null,
      newsletterUrl: null,
    });
  });

  it('prints each address the owner has set', () => {
    expect(publishedLinks(readBuildSettings(launched), false)).toEqual({
      contactEmail: 'hello@dyc.test',
      operatorAppUrl: 'https://app.dyc.test/login',
      newsletterUrl: 'https://newsletter.dyc.test/subscribe',
    });
    const onlyApp = publishedLinks(readBuildSettings({ DYC_OPERATOR_APP_URL: launched.DYC_OPERATOR_APP_URL }), false);
    expect(onlyApp).toEqual({ contactEmail: null, operatorAppUrl: 'https://app.dyc.test/login', newsletterUrl: null });
  });

  it('shows the samples in a review build', () => {
    const review = publishedLinks(readBuildSettings({}), true);
    expect(review.operatorAppUrl).toMatch(/\.example\//);
    expect(review.newsletterUrl).toMatch(/\.example\//);
    expect(review.contactEmail).toMatch(/\.example$/);
  });
});

// These render with the settings the unit tests are built with: none set, as in `npm start` without them.
describe.runIf(
  siteSettings.operatorAppUrlIsSample && siteSettings.newsletterUrlIsSample && siteSettings.contactEmailIsSample,
)('a public build with the addresses unset', async () => {
  const container = await AstroContainer.create();
  const render = (component: Parameters<typeof container.renderToString>[0], props = {}, path = '/') =>
    container.renderToString(component, { props, request: new Request(`https://dyc.test${path}`) });

  it('has no Log in, in the header or the footer', async () => {
    expect((await render(LoginLink, { locale: 'en' })).trim()).toBe('');
    const footer = await render(SiteFooter);
    expect(footer).not.toContain('Log in');
    expect(footer).not.toContain('.example');
  });

  it('has no company block while the company is a sample', async () => {
    const footer = await render(SiteFooter);
    expect(footer).not.toContain('<address');
    expect(footer).not.toMatch(/Sample Company|SAMPLE-/);
  });

  it('has no Email us or Subscribe on the advocacy page, and Share stays', async () => {
    const involved = await render(GetInvolved, { shareTitle: 'Advocacy', shareText: 'Clean products' }, '/advocacy/');
    expect(involved).not.toMatch(/Email us|Subscribe|mailto:|\.example/);
    expect(involved).toContain('Share this page');
  });

  it('has no Speak to a rep at the operators close, and the COA check leads', async () => {
    const closing = await render(ClosingChecklist, {}, '/operators/');
    expect(closing).not.toMatch(/Speak to a rep|mailto:|\.example/);
    expect(closing).toMatch(/<a class="button" href="\/operators\/coa-check\/"/);
  });
});
