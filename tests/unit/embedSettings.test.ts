import { describe, expect, it } from 'vitest';
import {
  checkShopUrlTemplate,
  cleanOrigin,
  cleanStoreName,
  embedLanguage,
  frameFragment,
  heightMessage,
  hostEventDetail,
  isHeightMessage,
  isRevealMessage,
  revealMessage,
  shopTarget,
  shopUrlProblemText,
  readFrameFragment,
  shopButtonLabel,
  shopLinkFor,
  snippetFor,
} from '../../src/lib/embed/embedSettings.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { PRODUCT_TYPES, RESULT_COLORS } from '../../src/lib/quiz/schema.ts';

describe('shop URL templates', () => {
  it('takes an https URL with a host, with or without placeholders', () => {
    expect(checkShopUrlTemplate('https://greendoor.example/menu?effect={color}')).toEqual({ ok: true });
    expect(checkShopUrlTemplate('https://greendoor.example/menu/{color}/{type}')).toEqual({ ok: true });
    expect(checkShopUrlTemplate('HTTPS://greendoor.example/')).toEqual({ ok: true });
  });

  it.each([
    ['javascript:alert(1)', 'not-https'],
    [' javascript:alert(1)', 'not-https'],
    ['JaVaScRiPt:alert(1)//https://x.example', 'not-https'],
    ['data:text/html,<script>alert(1)</script>', 'not-https'],
    ['http://greendoor.example/menu', 'not-https'],
    ['/menu?effect={color}', 'not-https'],
    ['//greendoor.example/menu', 'not-https'],
    ['menu.html', 'not-https'],
    [' https://greendoor.example/', 'not-https'],
    ['https:greendoor.example', 'not-https'],
    ['https://', 'no-host'],
    ['https://user:pass@greendoor.example/', 'credentials'],
    [`https://greendoor.example/${'a'.repeat(2000)}`, 'too-long'],
    // The URL parser would make "menu" the host of these, or keep a space it can never reach.
    ['https:///menu/{color}', 'no-host'],
    ['https:////greendoor.example/', 'no-host'],
    ['https://green door.example/{color}', 'bad-host'],
    ['https://greendoor.example\\menu', 'bad-host'],
  ])('refuses %s (%s)', (template, problem) => {
    expect(checkShopUrlTemplate(template)).toEqual({ ok: false, problem });
  });

  it('fills in the color word, the mind/body/balance answer as {type} and the product form as {form}', () => {
    const template = 'https://greendoor.example/menu?effect={color}&type={type}&form={form}';
    expect(shopLinkFor(template, 'blue', { type: 'body', form: 'infused waters' })).toBe(
      'https://greendoor.example/menu?effect=calm&type=body&form=infused-waters',
    );
    expect(shopLinkFor(template, 'yellow')).toBe('https://greendoor.example/menu?effect=energize&type=&form=');
    expect(shopLinkFor(template, 'green', { type: 'mind', form: 'flower' })).toBe(
      'https://greendoor.example/menu?effect=focus&type=mind&form=flower',
    );
    expect(
      shopLinkFor('https://g.example/{form}/{color}/{type}', 'purple', { type: 'balanced', form: 'edibles' }),
    ).toBe('https://g.example/edibles/rest/balanced');
    expect(checkShopUrlTemplate('https://{form}.example/{color}')).toEqual({ ok: true });
  });

  it('gives no link for a template that is not https', () => {
    expect(shopLinkFor('javascript:alert("{color}")', 'blue')).toBeNull();
    expect(shopLinkFor('/menu?effect={color}', 'blue')).toBeNull();
  });
});

describe('store names', () => {
  it('keeps plain text, one space between words', () => {
    expect(cleanStoreName('  Green   Door ')).toBe('Green Door');
    expect(cleanStoreName('Green\u0000Door\nDispensary')).toBe('Green Door Dispensary');
    expect(cleanStoreName('<b>Green</b>')).toBe('<b>Green</b>');
  });

  it('drops the characters that reverse or reorder text, so a name reads as typed', () => {
    expect(cleanStoreName('Green \u202eDoor\u202c')).toBe('Green Door');
    expect(cleanStoreName('\u2066Green\u2069 \u200fDoor')).toBe('Green Door');
  });

  it('takes 60 characters and refuses 61 or an empty name', () => {
    expect(cleanStoreName('é'.repeat(60))).toBe('é'.repeat(60));
    expect(cleanStoreName('a'.repeat(61))).toBeNull();
    expect(cleanStoreName('   ')).toBeNull();
  });
});

describe('the frame fragment', () => {
  it('carries the settings and reads them back', () => {
    const settings = {
      storeId: 'Ab3_-Ab3_-Ab3_-A',
      storeName: 'Green Door & Co',
      shopUrl: 'https://greendoor.example/menu?effect={color}&x=1#top',
      target: 'top' as const,
      hostOrigin: 'https://greendoor.example',
    };
    expect(readFrameFragment(frameFragment(settings))).toEqual(settings);
  });

  it('checks every value again on the frame side', () => {
    const forged =
      '#store=' + 'a'.repeat(61) + '&shop=javascript%3Aalert(1)&target=_parent&host=javascript%3Ax&id=..%2F..%2Fx';
    const nothing = { storeId: null, storeName: null, shopUrl: null, target: 'blank', hostOrigin: null };
    expect(readFrameFragment(forged)).toEqual(nothing);
    expect(readFrameFragment('')).toEqual(nothing);
  });

  it('takes an origin only, never a path or another scheme', () => {
    expect(cleanOrigin('http://127.0.0.1:4560')).toBe('http://127.0.0.1:4560');
    expect(cleanOrigin('https://shop.example/menu')).toBeNull();
    expect(cleanOrigin('null')).toBeNull();
    expect(cleanOrigin('file:///etc')).toBeNull();
  });
});

describe('height messages', () => {
  it('round up, and only the exact shape passes', () => {
    expect(isHeightMessage(heightMessage(640.2))).toBe(true);
    expect(heightMessage(640.2).height).toBe(641);
    expect(isHeightMessage({ type: 'dyc-quiz:height', height: '640' })).toBe(false);
    expect(isHeightMessage({ type: 'dyc-quiz:height', height: 0 })).toBe(false);
    expect(isHeightMessage({ type: 'dyc-quiz:height', height: 1e9 })).toBe(false);
    expect(isHeightMessage({ type: 'other', height: 640 })).toBe(false);
    expect(isHeightMessage(null)).toBe(false);
    expect(isHeightMessage('dyc-quiz:height')).toBe(false);
  });
});

describe('reveal messages', () => {
  it('have one shape and nothing more', () => {
    expect(isRevealMessage(revealMessage())).toBe(true);
    expect(isRevealMessage({ type: 'dyc-quiz:reveal', height: 1 })).toBe(false);
    expect(isRevealMessage({ type: 'dyc-quiz:height' })).toBe(false);
    expect(isRevealMessage(null)).toBe(false);
  });
});

describe('the host page’s events', () => {
  it('carry a result’s color, product form and language, or a shop click’s color, and nothing else', () => {
    expect(
      hostEventDetail({ type: 'dyc-quiz:result', color: 'blue', form: 'edibles', lang: 'es', answers: ['Daily'] }),
    ).toEqual({ color: 'blue', form: 'edibles', lang: 'es' });
    expect(hostEventDetail({ type: 'dyc-quiz:shop-click', color: 'blue', lang: 'en' })).toEqual({ color: 'blue' });
    expect(hostEventDetail({ type: 'dyc-quiz:result', color: 'blue', form: 'edibles', lang: 'es' })).toEqual({
      color: 'blue',
      form: 'edibles',
      lang: 'es',
    });
    expect(hostEventDetail({ type: 'dyc-quiz:shop-click', color: 'purple' })).toEqual({ color: 'purple' });
    for (const data of [
      { type: 'dyc-quiz:result', color: 'blue', form: 'edibles' },
      { type: 'dyc-quiz:result', color: 'blue', form: ['edibles'], lang: 'es' },
      { type: 'dyc-quiz:shop-click', color: 'red' },
      { type: 'dyc-quiz:shop-click', color: 'Blue' },
      { type: 'dyc-quiz:height', height: 10 },
      'dyc-quiz:result',
      null,
    ]) {
      expect(hostEventDetail(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('know every color, product form and language the quiz has', () => {
    for (const color of RESULT_COLORS) {
      for (const form of PRODUCT_TYPES) {
        for (const lang of LOCALES) {
          expect(hostEventDetail({ type: 'dyc-quiz:result', color, form, lang })).toEqual({ color, form, lang });
        }
      }
    }
  });
});

describe('what a host page writes', () => {
  it('reads data-target in any case', () => {
    expect(shopTarget('top')).toBe('top');
    expect(shopTarget(' TOP ')).toBe('top');
    expect(shopTarget('_top')).toBe('blank');
    expect(shopTarget(null)).toBe('blank');
  });

  it('says what is wrong with a refused shop address, in words', () => {
    expect(shopUrlProblemText('too-long')).toBe('is longer than 2000 characters');
    expect(shopUrlProblemText('no-host')).toBe('names no host after https://');
    expect(shopUrlProblemText('not-https')).toBe('does not start with https://');
  });
});

describe('the snippet', () => {
  it('is the public shape, its values escaped', () => {
    expect(
      snippetFor('https://dyc.example', {
        storeId: 'Ab3_-Ab3_-Ab3_-A',
        storeName: 'Green "Door"',
        shopUrl: 'https://greendoor.example/menu?effect={color}&a=1',
        lang: 'es',
      }),
    ).toBe(
      '<div data-dyc-quiz data-store-id="Ab3_-Ab3_-Ab3_-A" data-store-name="Green &quot;Door&quot;" ' +
        'data-shop-url="https://greendoor.example/menu?effect={color}&amp;a=1" data-lang="es"></div>\n' +
        '<script src="https://dyc.example/embed.js" async></script>',
    );
    expect(snippetFor('https://dyc.example', {})).toBe(
      '<div data-dyc-quiz></div>\n<script src="https://dyc.example/embed.js" async></script>',
    );
  });

  it('reads the language, English unless es', () => {
    expect(embedLanguage('es')).toBe('es');
    expect(embedLanguage(' ES ')).toBe('es');
    expect(embedLanguage('fr')).toBe('en');
    expect(embedLanguage(null)).toBe('en');
  });
});

describe('the shop button', () => {
  const text = { shopAtStore: 'Shop {color} at {store}', shop: 'Shop {color}' };
  it('names the color and the store, the store name shown as written', () => {
    expect(shopButtonLabel(text, 'Calm', 'Green Door')).toBe('Shop Calm at Green Door');
    expect(shopButtonLabel(text, 'Calm', null)).toBe('Shop Calm');
    expect(shopButtonLabel(text, 'Rest', '{color} & {store}')).toBe('Shop Rest at {color} & {store}');
  });
});
