import { describe, expect, it } from 'vitest';
import { lineOf } from '../../src/lib/coa/lines.ts';
import { statusIn } from '../../src/lib/coa/panelStatus.ts';
import { checked, kinds } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class a blind set in further languages and scripts brought: Slovak and Maltese
 * statuses at the end of long panel lines, thousands grouped by spaces ("12 000"), Georgian panel names and
 * statuses, Arabic-Indic digits with the Arabic decimal and thousands marks, final results that are no pass
 * ("INVALID", "ON HOLD", "PRESUMPTIVE POSITIVE", "RETEST"), and a table pasted one column at a time.
 */
/** A figure read and near the one expected: a total left unread is null, which toBeCloseTo alone takes for 0. */
const near = (value: number | null, expected: number) => {
  expect(value).not.toBeNull();
  expect(value).toBeCloseTo(expected, 2);
};
const texts = (verdict: { reasons: readonly { text: string }[] }) =>
  verdict.reasons.map((reason) => reason.text).join('\n');

describe('a Slovak certificate', () => {
  const certificate = (microbes: string) =>
    [
      'Vzorka: konope siate — kvet',
      'Ukazovateľ      Výsledok (%)',
      'THCA            0,30',
      'Δ9-THC          0,05',
      'CBDA            6,10',
      'CBD             0,40',
      'Ukazovateľ                              Výsledok          Limit              Hodnotenie',
      'Pesticídy (40 látok)                    nezistené         podľa nariadenia   Spĺňa',
      'Kadmium (Cd)                            0,04 mg/kg        ≤ 0,3 mg/kg        Spĺňa',
      `Celkový počet kvasiniek a plesní        ${microbes}`,
      'Aflatoxíny (B1+B2+G1+G2)                < 1,0 µg/kg       ≤ 4 µg/kg          Spĺňa',
      'Vlhkosť                                 8,9 %             ≤ 12 %             Spĺňa',
      'Aktivita vody (aw)                      0,49              ≤ 0,65             Spĺňa',
      'Cudzie prímesi                          0,2 %             ≤ 2 %              Spĺňa',
    ].join('\n');

  it('admits one whose every panel line ends with “Spĺňa” after long words', () => {
    const { verdict } = checked(certificate('1 002,5 KTJ/g      ≤ 100 000 KTJ/g    Spĺňa'));
    expect(verdict.reasons).toEqual([]);
    near(verdict.totalThc, 0.05 + 0.877 * 0.3);
    expect(verdict.type).toBe('III');
  });

  it('refuses one whose microbial line ends with “Nespĺňa”, the failure placed on microbial impurities', () => {
    const { verdict } = checked(certificate('340 000 KTJ/g      ≤ 100 000 KTJ/g    Nespĺňa'));
    expect(verdict.admissible).toBe(false);
    expect(texts(verdict)).toMatch(/^Microbial impurities: .*Nespĺňa/m);
  });

  it('never admits one whose count, thousands grouped by spaces, is over its printed limit with no status word', () => {
    const { verdict } = checked(certificate('120 000 KTJ/g      ≤ 100 000 KTJ/g    —'));
    expect(verdict.admissible).toBe(false);
    expect(texts(verdict)).toMatch(/microbial impurities/i);
  });
});

describe('thousands grouped by spaces', () => {
  const figures = (text: string, style: 'point' | 'comma' = 'comma') =>
    lineOf(text, 1, style)
      .cells.filter((cell) => cell.kind === 'figure')
      .map((cell) => cell.figure!.value ?? cell.figure!.bound);

  it('reads “1 002,5” and “12 000 KTJ/g” as one figure each, and a limit “≤ 100 000” as one bound', () => {
    expect(figures('CBD            1 002,5        0,5')).toEqual([1002.5, 0.5]);
    expect(figures('Kvasinky       12 000 KTJ/g   ≤ 100 000 KTJ/g')).toEqual([12000, 100000]);
    expect(figures('Yeast          1 002.5 CFU/g   10 000 CFU/g', 'point')).toEqual([1002.5, 10000]);
  });

  it('keeps two figures that only one space parts as two when nothing says they are one', () => {
    expect(figures('CBD 5 100 0,5')).toEqual([5, 100, 0.5]);
    expect(figures('THCA 21 300')).toEqual([21, 300]);
  });
});

describe('a Maltese certificate', () => {
  const certificate = (metals: string) =>
    [
      'Kampjun: fjuri mnixxfa',
      'Analita          Riżultat (%)',
      'THCA             18,40',
      'Δ9-THC           0,60',
      'CBD              Mhux misjub',
      'Test                                   Riżultat         Limitu          Status',
      'Pestiċidi (60 sustanza)                Mhux misjuba     skont il-lista  Konformi',
      `Ċomb / Lead                            0,10 mg/kg       ≤ 0,5 mg/kg     ${metals}`,
      'Ħmira u moffa totali / TYMC            1,100 CFU/g      ≤ 10,000 CFU/g  Konformi',
      'Aflatossini totali                     < 2 µg/kg        ≤ 4 µg/kg       Konformi',
      'Umdità / Moisture                      10,1 %           ≤ 13 %          Konformi',
      'Attività tal-ilma / Water activity     0,52             ≤ 0,65          Konformi',
      'Materja barranija / Foreign matter     0,3 %            ≤ 2 %           Konformi',
    ].join('\n');

  it('admits one whose every panel is “Konformi”, foreign matter as “Materja barranija”', () => {
    expect(checked(certificate('Konformi')).verdict.reasons).toEqual([]);
  });

  it('refuses one whose heavy metals are “Mhux konformi”', () => {
    const { verdict } = checked(certificate('Mhux konformi'));
    expect(verdict.admissible).toBe(false);
    expect(texts(verdict)).toMatch(/^Heavy metals: .*Mhux konformi/m);
  });
});

describe('an Afrikaans certificate', () => {
  const certificate = (metals: string) =>
    [
      'Produk: CBD-olie 30 mL',
      'Analiet          Resultaat (mg/mL)   BvK (mg/mL)',
      'CBD              20,40               0,05',
      'CBDA             0,50                0,05',
      'Δ9-THC           0,30                0,05',
      'THCA             < BvK               0,05',
      'Toets                          Resultaat        Spesifikasie     Uitslag',
      'Plaagdoders                    < BvK            ≤ 0,01 mg/kg     Voldoen',
      `Swaar metale (Pb, Cd)          0,10 mg/kg       ≤ 0,5 mg/kg      ${metals}`,
      'Giste en swamme                < 10 kve/g       ≤ 1 000          Voldoen',
      'Mikotoksiene                   < 1 µg/kg        ≤ 20 µg/kg       Voldoen',
      'Oplosmiddelreste (etanol)      < 50 mg/kg       ≤ 5 000 mg/kg    Voldoen',
      'Vreemde materiaal              geen             geen             Voldoen',
    ].join('\n');

  it('admits one whose every panel is “Voldoen”, with its figures in mg/mL', () => {
    const { verdict } = checked(certificate('Voldoen'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.totalCbd).toBeCloseTo(20.4 + 0.877 * 0.5, 6);
  });

  it('refuses one whose heavy metals “Voldoen nie”', () => {
    const { verdict } = checked(certificate('Voldoen nie'));
    expect(verdict.admissible).toBe(false);
    expect(texts(verdict)).toMatch(/^Heavy metals: .*Voldoen nie/m);
  });
});

describe('a Basque certificate', () => {
  const certificate = (metals: string) =>
    [
      'Produktua: CBD olioa 30 mL',
      'Analitoa         Emaitza (mg/mL)     LOQ (mg/mL)',
      'CBD              20,40               0,05',
      'CBDA             0,50                0,05',
      'Δ9-THC           0,30                0,05',
      'THCA             < LOQ               0,05',
      'Parametroa                     Emaitza          Muga             Ebaluazioa',
      'Pestizidak                     ez da detektatu  ≤ 0,01 mg/kg     Gainditua',
      `Metal astunak (Pb, Cd)         0,10 mg/kg       ≤ 0,5 mg/kg      ${metals}`,
      'Mikrobiologia                  < 10 ufc/g       ≤ 1 000          Onartua',
      'Mikotoxinak                    < 1 µg/kg        ≤ 20 µg/kg       Gainditua',
      'Disolbatzaile hondarrak        < 50 mg/kg       ≤ 5 000 mg/kg    Gainditua',
      'Hezetasuna                     8,2 %            ≤ 12 %           Gainditua',
      'Ur-jarduera                    0,52             ≤ 0,65           Gainditua',
      'Kanpoko materiala              ez da detektatu  ≤ 1 %            Gainditua',
    ].join('\n');

  it('admits one whose every panel is “Gainditua” or “Onartua”, with its figures in mg/mL', () => {
    const { verdict } = checked(certificate('Gainditua'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.totalCbd).toBeCloseTo(20.4 + 0.877 * 0.5, 6);
  });

  it('refuses one whose heavy metals are “Ez gainditua”', () => {
    const { verdict } = checked(certificate('Ez gainditua'));
    expect(verdict.admissible).toBe(false);
    expect(texts(verdict)).toMatch(/^Heavy metals: .*Ez gainditua/m);
  });
});

describe('a Welsh certificate', () => {
  const certificate = (metals: string) =>
    [
      'Cynnyrch: olew CBD 30 mL',
      'Dadansoddyn      Canlyniad (mg/mL)   LOQ (mg/mL)',
      'CBD              20.40               0.05',
      'CBDA             0.50                0.05',
      'Δ9-THC           0.30                0.05',
      'THCA             < LOQ               0.05',
      'Prawf                          Canlyniad        Terfyn           Statws',
      'Plaladdwyr                     heb ei ganfod    ≤ 0.01 mg/kg     Pasio',
      `Metelau trwm (Pb, Cd)          0.10 mg/kg       ≤ 0.5 mg/kg      ${metals}`,
      'Microbiolegol                  < 10 cfu/g       ≤ 1000           Wedi pasio',
      'Mycotocsinau                   < 1 µg/kg        ≤ 20 µg/kg       Pasio',
      'Toddyddion gweddilliol         < 50 mg/kg       ≤ 5000 mg/kg     Pasio',
      'Lleithder                      8.2 %            ≤ 12 %           Pasio',
      'Gweithgaredd dŵr               0.52             ≤ 0.65           Pasio',
      'Deunydd estron                 heb ei ganfod    ≤ 1 %            Pasio',
    ].join('\n');

  it('admits one whose every panel is “Pasio”, with its figures in mg/mL', () => {
    const { verdict } = checked(certificate('Pasio'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.totalCbd).toBeCloseTo(20.4 + 0.877 * 0.5, 6);
  });

  it('refuses one whose heavy metals “Wedi methu”', () => {
    const { verdict } = checked(certificate('Wedi methu'));
    expect(verdict.admissible).toBe(false);
    expect(texts(verdict)).toMatch(/^Heavy metals: .*Wedi methu/m);
  });

  it('holds one whose heavy metals are “Yn yr arfaeth” as not passed, never failed', () => {
    const { verdict } = checked(certificate('Yn yr arfaeth'));
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.kind)).toContain('panel-not-passed');
    expect(texts(verdict)).toMatch(/^Heavy metals \(“Yn yr arfaeth”\)/m);
  });
});

describe('a Georgian certificate', () => {
  const certificate = (pesticides: string) =>
    [
      'ნიმუში / Sample: CBD ზეთი / CBD oil',
      'მაჩვენებელი / Parameter      შედეგი / Result (mg/g)',
      'CBD                           98,2',
      'CBDA                          1,5',
      'Δ9-THC                        2,1',
      'THCA                          არ აღმოჩნდა',
      'მაჩვენებელი                         შედეგი          ნორმა           შესაბამისობა',
      `პესტიციდები                         <0,01 mg/kg     ≤ 0,01 mg/kg    ${pesticides}`,
      'მძიმე მეტალები                      0,05 mg/kg      ≤ 0,5 mg/kg     შეესაბამება',
      'მიკრობიოლოგია                       <10 CFU/g       ≤ 1000 CFU/g    შეესაბამება',
      'მიკოტოქსინები                       <1 µg/kg        ≤ 4 µg/kg       შეესაბამება',
      'ნარჩენი გამხსნელები                 <50 mg/kg       ≤ 5000 mg/kg    შეესაბამება',
      'უცხო მინარევები                     არ აღმოჩნდა     არ დაიშვება     შეესაბამება',
    ].join('\n');

  it('admits one whose every panel is “შეესაბამება”, its figures and its “not found” read', () => {
    const { verdict } = checked(certificate('შეესაბამება'));
    expect(verdict.reasons).toEqual([]);
    near(verdict.totalCbd, 98.2 + 0.877 * 1.5);
    near(verdict.totalThc, 2.1);
    expect(verdict.type).toBe('III');
  });

  it('refuses one whose pesticides are “არ შეესაბამება” (does not conform), never reading its pass word alone', () => {
    const { verdict } = checked(certificate('არ შეესაბამება'));
    expect(verdict.admissible).toBe(false);
    expect(texts(verdict)).toMatch(/^Pesticides: .*არ შეესაბამება/m);
  });
});

describe('Arabic-Indic digits', () => {
  const certificate = (rows: readonly string[]) =>
    [
      'العينة / Sample: زيت CBD / CBD oil',
      'المادة / Analyte      النتيجة / Result (mg/mL)     LOQ',
      ...rows,
      'Pesticides            ND                           Complies',
      'Heavy metals          < 0.1 mg/kg                  Complies',
      'Microbiology          < 10 CFU/g                   Complies',
      'Mycotoxins            < 1 µg/kg                    Complies',
      'Residual solvents     < 50 ppm                     Complies',
      'Foreign matter        none                         Complies',
    ].join('\n');

  it('reads a potency table printed in Arabic-Indic digits with the Arabic decimal mark', () => {
    const { verdict } = checked(
      certificate([
        'Δ9-THC                ٠٫٥٤                        ٠٫٠٥',
        'THCA                  غير مكتشف (ND)              ٠٫٠٥',
        'CBD                   ٢٨٫٤٠                       ٠٫٠٥',
        'CBDA                  ١٫١٠                        ٠٫٠٥',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    near(verdict.totalThc, 0.54);
    near(verdict.totalCbd, 28.4 + 0.877 * 1.1);
    expect(verdict.type).toBe('III');
  });

  it('reads “غير مكتشف” (not detected) and a lab’s total “مجموع CBD” in Arabic, and “غير مطابق” as a failure', () => {
    const rows = [
      'Δ9-THC                ٠٫٥٤                        ٠٫٠٥',
      'THCA                  غير مكتشف                   ٠٫٠٥',
      'CBD                   ٢٨٫٤٠                       ٠٫٠٥',
      'مجموع CBD / Total CBD ٢٨٫٤٠',
    ];
    expect(checked(certificate(rows)).verdict.reasons).toEqual([]);
    const failed = checked(
      certificate(rows).replace(
        'Heavy metals          < 0.1 mg/kg                  Complies',
        'معادن ثقيلة            0.9 mg/kg                    غير مطابق',
      ),
    );
    expect(failed.verdict.admissible).toBe(false);
    expect(texts(failed.verdict)).toMatch(/^Heavy metals: .*غير مطابق/m);
  });

  it('reads the Arabic thousands mark as a thousands separator and Extended Arabic-Indic digits alike', () => {
    const { verdict } = checked(
      certificate([
        'Δ9-THC                ۰٫۵۴                        ۰٫۰۵',
        'CBD                   ١٬٠٢٨٫٤٠                    ٠٫٠٥',
      ]),
    );
    near(verdict.totalThc, 0.54);
    near(verdict.totalCbd, 1028.4);
  });

  // The cells after a figure with a thousands mark stay where they are printed: a method with a revision number
  // ("SOP-١١٢ rev ٤") is the method's, never the per-package figure, and the figures keep their columns.
  it('keeps the cells after a figure with the Arabic thousands mark under their heads', () => {
    const text = [
      'Product Type: Gummies',
      'Units per package: 80',
      'Cannabinoid                   Specification / Limit   LOQ          mg/unit   mg/pkg     Method',
      'Δ9-THC                        Report                  ٠٫٠٥         ٠٫٢٠U     ١٦٫٠٠U     SOP-١١٢ rev ٤',
      'Kanabidiols (CBD)             Report                  ٠٫٠٥         ١٨٫٠١     ١٬٤٤٠٫٨٠   SOP-١١٢ rev ٤',
      'CBDA                          Report                  ٠٫٠٥         ١٫٦٥      ١٣٢٫٠٠     SOP-١١٢ rev ٤',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('mg/unit');
    near(verdict.totalCbd, 18.01 + 0.877 * 1.65);
  });
});

describe('a final result that is no pass', () => {
  it.each([
    ['INVALID', 'INVALID — internal standard recovery 41 %'],
    ['ON HOLD', 'ON HOLD — system suitability failed; re-injection scheduled'],
    ['PRESUMPTIVE POSITIVE', 'PRESUMPTIVE POSITIVE — confirmation pending'],
    ['RETEST', 'RETEST'],
    ['invalid', 'result invalid, not reported'],
  ])('reads “%s” as not passed', (word, status) => {
    const read = statusIn(status);
    expect(read?.kind).toBe('not-passed');
    expect(read?.word.toLowerCase()).toBe(word.toLowerCase());
  });

  it('reads a screen above its action level whose confirmation is pending as not passed, not failed', () => {
    const read = statusIn('screen response above action level 0.4 — confirmation in progress; no final result');
    expect(read?.kind).toBe('not-passed');
    expect(statusIn('Bifenazate   0.52   0.2   FAIL')?.kind).toBe('failed');
  });

  it('reads a retest date as no status', () => {
    expect(statusIn('Retest date: 2027-01-31')).toBeNull();
  });

  it.each(['INVALID', 'ON HOLD — no results reported', 'PRESUMPTIVE POSITIVE — confirmation pending', 'RETEST'])(
    'never admits a certificate whose mycotoxins read “%s”',
    (status) => {
      const text = [
        'Matrix: Flower',
        'Analyte  Result (%)',
        'THCA     20.00',
        'Δ9-THC   0.50',
        'CBD      ND',
        'Pesticides: PASS',
        'Heavy Metals: PASS',
        'Microbials: PASS',
        `Mycotoxins: ${status}`,
        'Foreign Material: PASS',
        'Moisture: 10.9 % PASS',
        'Water Activity: 0.55 aw PASS',
      ].join('\n');
      const { verdict } = checked(text);
      expect(verdict.admissible).toBe(false);
      expect(texts(verdict)).toMatch(/Mycotoxins/);
      expect(texts(verdict)).not.toMatch(/^Mycotoxins: the panel reads “failed”/m);
    },
  );
});

describe('a table pasted one column at a time', () => {
  it('gives no figure when the names, the LOQs and the results come as blocks one after another', () => {
    const text = [
      'Matrix: Flower',
      'CANNABINOIDS (HPLC)',
      '',
      'Analyte',
      '',
      'THCA',
      'Δ9-THC',
      'CBD',
      'Total THC',
      '',
      'LOQ (%)',
      '',
      '0.05',
      '0.05',
      '0.05',
      '—',
      '',
      'Result (%)',
      '',
      '19.20',
      '0.40',
      'ND',
      '17.24',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(verdict.type).toBeNull();
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons).some((kind) => /unsure/.test(kind))).toBe(true);
  });
});
