import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import FounderCard from '../../src/components/about/FounderCard.astro';
import AsSeenIn from '../../src/components/home/AsSeenIn.astro';
import PartnerRetailers from '../../src/components/home/PartnerRetailers.astro';
import { hasRealEntries, visibleEntries } from '../../src/lib/content/samples.ts';
import { readBuildSettings } from '../../src/lib/settings/readSettings.ts';

const sampleOutlet = { name: 'Sample Outlet', logo: '/media/press/sample-outlet.svg', sample: true };
const realOutlet = { name: 'Real Weekly', logo: '/media/press/real-weekly.svg', sample: false };
const sampleRetailer = {
  name: 'Example Dispensary',
  area: 'San Francisco, California',
  channels: ['in-store', 'online'] as const,
  sample: true,
};

describe('visibleEntries', () => {
  it('drops sample entries unless samples are shown', () => {
    expect(visibleEntries([sampleOutlet, realOutlet], false)).toEqual([realOutlet]);
    expect(visibleEntries([sampleOutlet, realOutlet], true)).toEqual([sampleOutlet, realOutlet]);
  });

  it('knows a list of samples alone has nothing real to show', () => {
    expect(hasRealEntries([sampleOutlet])).toBe(false);
    expect(hasRealEntries([sampleOutlet, realOutlet])).toBe(true);
  });
});

describe('sample settings', () => {
  it('marks unset social profiles and the contact address as samples', () => {
    const settings = readBuildSettings({ DYC_SOCIAL_X_URL: 'https://x.com/dyc' });
    expect(settings.social.map((link) => link.sample)).toEqual([true, true, false]);
    expect(settings.contactEmailIsSample).toBe(true);
    expect(readBuildSettings({ DYC_CONTACT_EMAIL: 'team@dyc.test' }).contactEmailIsSample).toBe(false);
  });

  it('shows samples in a build only when DYC_SHOW_SAMPLES=true', () => {
    expect(readBuildSettings({}).showSamples).toBe(false);
    expect(readBuildSettings({ DYC_SHOW_SAMPLES: 'true' }).showSamples).toBe(true);
    expect(() => readBuildSettings({ DYC_SHOW_SAMPLES: 'yes' })).toThrow(/DYC_SHOW_SAMPLES/);
  });
});

describe('sample entries on the page', async () => {
  const container = await AstroContainer.create();

  it('As Seen In: a sample outlet carries a visible "sample" badge where samples are shown', async () => {
    const html = await container.renderToString(AsSeenIn, {
      props: { outlets: [sampleOutlet], showSamples: true, locale: 'en' },
    });
    expect(html).toContain('As seen in');
    expect(html).toContain('Sample Outlet (sample logo)');
    expect(html).toMatch(/<span class="sample-badge[^"]*"[^>]*>Sample<\/span>/);
  });

  it('As Seen In: a public build leaves out every sample and, with nothing real, the whole section', async () => {
    const none = await container.renderToString(AsSeenIn, {
      props: { outlets: [sampleOutlet], showSamples: false, locale: 'en' },
    });
    expect(none).not.toContain('As seen in');
    const mixed = await container.renderToString(AsSeenIn, {
      props: { outlets: [sampleOutlet, realOutlet], showSamples: false, locale: 'en' },
    });
    expect(mixed).toContain('alt="Real Weekly"');
    expect(mixed).not.toContain('Sample Outlet');
    expect(mixed).not.toContain('sample-badge');
  });

  it('Partner retailers: badge where samples are shown, no section in a public build', async () => {
    const shown = await container.renderToString(PartnerRetailers, {
      props: { retailers: [sampleRetailer], showSamples: true, locale: 'en' },
    });
    expect(shown).toContain('Example Dispensary');
    expect(shown).toMatch(/class="sample-badge[^"]*"[^>]*>Sample</);
    const hidden = await container.renderToString(PartnerRetailers, {
      props: { retailers: [sampleRetailer], showSamples: false, locale: 'en' },
    });
    expect(hidden).not.toContain('Partner retailers');
  });

  it('Partner retailers: "Shop in store" and "Order online" are links only when their address exists', async () => {
    const html = await container.renderToString(PartnerRetailers, {
      props: {
        retailers: [{ ...sampleRetailer, sample: false, orderUrl: 'https://shop.dyc.test/menu' }],
        showSamples: false,
        locale: 'en',
      },
    });
    expect(html).toMatch(/<a[^>]*href="https:\/\/shop\.dyc\.test\/menu"[^>]*>Order online<\/a>/);
    expect(html).toContain('Shop in store');
    expect(html).not.toMatch(/<a[^>]*>Shop in store<\/a>/);
  });

  it('Spanish: real outlets and retailers show on /es/ too, in Spanish, the English-only page marked', async () => {
    const press = await container.renderToString(AsSeenIn, {
      props: { outlets: [realOutlet], showSamples: false, locale: 'es' },
    });
    expect(press).toContain('Nos han mencionado');
    expect(press).not.toContain('As seen in');
    const stores = await container.renderToString(PartnerRetailers, {
      props: {
        retailers: [{ ...sampleRetailer, sample: false, orderUrl: 'https://shop.dyc.test/menu' }],
        showSamples: false,
        locale: 'es',
      },
    });
    expect(stores).toContain('Tiendas asociadas');
    expect(stores).toMatch(/<a[^>]*href="https:\/\/shop\.dyc\.test\/menu"[^>]*>Pedir en línea<\/a>/);
    expect(stores).toContain('Comprar en la tienda');
    expect(stores).toMatch(
      /<a href="\/operators\/" hreflang="en[^"]*"[^>]*>Únete a la red de socios<\/a> \(en inglés\)/,
    );
    for (const english of ['Partner retailers', 'Shop in store', 'Order online', 'Join the partner network'])
      expect(stores).not.toContain(english);
  });

  const founder = {
    name: 'Founder name (clinical lead)',
    sample: true,
    role: 'Co-founder, clinical lead',
    summary: 'Clinical practice.',
    focus: ['Consumer consultations'],
  };

  it('Founders: a placeholder name shows with a badge in review, and not at all in a public build', async () => {
    const shown = await container.renderToString(FounderCard, {
      props: { ...founder, showSamples: true, locale: 'en' },
    });
    expect(shown).toContain('Founder name (clinical lead)');
    expect(shown).toMatch(/class="sample-badge[^"]*"[^>]*>Sample</);
    const hidden = await container.renderToString(FounderCard, {
      props: { ...founder, showSamples: false, locale: 'en' },
    });
    expect(hidden).toContain('Co-founder, clinical lead');
    expect(hidden).not.toContain('Founder name');
    const real = await container.renderToString(FounderCard, {
      props: { ...founder, name: 'Ada Real', sample: false, showSamples: false },
    });
    expect(real).toContain('Ada Real');
    expect(real).not.toContain('sample-badge');
  });

  it('Founders: a published name shows the person with an initials avatar; a placeholder name never has one', async () => {
    const real = await container.renderToString(FounderCard, {
      props: { ...founder, name: 'Ada María Real', sample: false, showSamples: false, order: 1 },
    });
    // The name stands next to it, so the avatar is hidden from assistive technology.
    expect(real).toMatch(/<span[^>]*class="avatar[^"]*"[^>]*aria-hidden="true"[^>]*>AR<\/span>/);
    const sample = await container.renderToString(FounderCard, {
      props: { ...founder, showSamples: true, order: 1 },
    });
    expect(sample).not.toContain('class="avatar');
  });
});
