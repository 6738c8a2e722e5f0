import { describe, expect, it } from 'vitest';
import { checked, kinds } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class that certificates in more languages brought: result columns headed in
 * the certificate's language (Wert, Valor, Teneur, Risultato, Výsledek), cannabinoids named in it, its pass and
 * fail words and its panel names, the lab's total named in it; a page's header or footer, which is never a row or a
 * result; and a row whose % and mg/g disagree, which leaves the totals unsure rather than built on either figure.
 */
/** A figure read and near the one expected: a total left unread is null, which toBeCloseTo alone takes for 0. */
const near = (value: number | null, expected: number) => {
  expect(value).not.toBeNull();
  expect(value).toBeCloseTo(expected, 2);
};

describe('a table whose columns are headed in the certificate’s language', () => {
  it('reads a German “Wert” column, names wrapped over two lines and “Gesamt-THC” as the lab’s total', () => {
    const text = [
      'Prüfzertifikat · Cannabisblüten',
      'Prüfparameter                 Methode        Spezifikation     Wert          Beurteilung',
      'Tetrahydrocannabinolsäure     HPLC           –                 18,00 %       –',
      '(THCA)',
      'Δ9-Tetrahydrocannabinol       HPLC           –                 0,40 %        –',
      'Gesamt-THC                    berechnet      15,0 – 20,0 %     16,19 %       konform',
      'Cannabidiolsäure (CBDA)       HPLC           –                 0,20 %        –',
      'Cannabidiol (CBD)             HPLC           –                 < 0,05 %      –',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('%');
    near(verdict.totalThc, 0.4 + 0.877 * 18);
    near(verdict.totalCbd, 0.877 * 0.2);
    expect(verdict.type).toBe('I');
    expect(kinds(verdict.reasons)).not.toContain('totals-differ');
  });

  it.each([
    ['Spanish', 'Parámetro   Método   Especificación   Valor   Unidad   Dictamen', 'NAME   HPLC   –   FIGURE   %   –'],
    ['French', 'Paramètre   Méthode   Teneur   Unité   Limite   Conformité', 'NAME   HPLC   FIGURE   %   –   –'],
    ['Italian', 'Parametro   Metodo   Specifica   Risultato   Esito', 'NAME   HPLC   –   FIGURE %   –'],
    ['Czech', 'Zkouška   Metoda   Požadavek   Výsledek   Hodnocení', 'NAME   HPLC   –   FIGURE %   –'],
  ])('reads a %s result column by its head', (_language, header, template) => {
    const row = (name: string, figure: string) => template.replace('NAME', name).replace('FIGURE', figure);
    const text = [header, row('THCA', '0,40'), row('Δ9-THC', '0,10'), row('CBDA', '9,00'), row('CBD', '0,50')].join(
      '\n',
    );
    const { verdict } = checked(text);
    expect(kinds(verdict.reasons)).not.toContain('no-cannabinoids');
    near(verdict.totalThc, 0.1 + 0.877 * 0.4);
    near(verdict.totalCbd, 0.5 + 0.877 * 9);
    expect(verdict.type).toBe('III');
  });

  it('reads “Celkový THC” and “THC totale” as the lab’s totals, not as Δ9-THC', () => {
    for (const [thc, cbd] of [
      ['Celkový THC', 'Celkový CBD'],
      ['THC totale', 'CBD totale'],
    ]) {
      const text = [
        'Parametro   Metodo   Specifica   Risultato   Esito',
        'THCA   HPLC   –   6,00 %   –',
        'Δ9-THC   HPLC   –   0,50 %   –',
        `${thc}   calcolo   5,0 – 8,0 %   5,76 %   Conforme`,
        'CBDA   HPLC   –   9,00 %   –',
        'CBD   HPLC   –   0,70 %   –',
        `${cbd}   calcolo   7,5 – 12,0 %   8,59 %   Conforme`,
      ].join('\n');
      const { verdict } = checked(text);
      near(verdict.totalThc, 0.5 + 0.877 * 6);
      near(verdict.totalCbd, 0.7 + 0.877 * 9);
      expect(verdict.type).toBe('II');
      expect(verdict.reasons.map((reason) => reason.text).join('\n')).not.toMatch(/printed more than once/);
    }
  });
});

/** A flower's potency rows and every safety panel, in the given words: name, status. */
function flower(panels: readonly (readonly [string, string])[]): string {
  return [
    'Product: Dried flower',
    'Analyte  Result (%)',
    'THCA     20.00',
    'Δ9-THC   0.50',
    'CBD      ND',
    ...panels.map(([name, status]) => `${name.padEnd(34)}${status}`),
  ].join('\n');
}

describe('panel names and statuses in the certificate’s language', () => {
  it.each([
    [
      'Czech',
      [
        ['Rezidua pesticidů', 'vyhovuje'],
        ['Těžké kovy (Pb / Cd / Hg)', 'vyhovuje'],
        ['Mikrobiologická kvalita', 'vyhovuje'],
        ['Mykotoxiny', 'vyhovuje'],
        ['Ztráta sušením', 'vyhovuje'],
        ['Aktivita vody (aw)', 'vyhovuje'],
        ['Cizí příměsi', 'vyhovuje'],
      ],
    ],
    [
      'Italian',
      [
        ['Residui di pesticidi', 'Conforme'],
        ['Metalli pesanti', 'Conforme'],
        ['Carica microbica', 'Conforme'],
        ['Micotossine', 'Conforme'],
        ["Perdita all'essiccamento", 'Conforme'],
        ["Attività dell'acqua", 'Conforme'],
        ['Corpi estranei', 'Conforme'],
      ],
    ],
    [
      'Portuguese',
      [
        ['Resíduos de pesticidas', 'Aprovado'],
        ['Metais pesados', 'Aprovado'],
        ['Contagem microbiológica', 'Aprovado'],
        ['Micotoxinas', 'Aprovado'],
        ['Perda por secagem', 'Aprovado'],
        ['Atividade da água', 'Aprovado'],
        ['Matéria estranha', 'Aprovado'],
      ],
    ],
    [
      'French',
      [
        ['Pesticides', 'Conforme'],
        ['Métaux lourds', 'Conforme'],
        ['Analyse microbiologique', 'Conforme'],
        ['Mycotoxines', 'Conforme'],
        ['Humidité', 'Conforme'],
        ["Activité de l'eau", 'Conforme'],
        ['Corps étrangers', 'Conforme'],
      ],
    ],
    [
      'German',
      [
        ['Pestizide', 'erfüllt'],
        ['Schwermetalle', 'erfüllt'],
        ['Mikrobiologische Qualität', 'erfüllt'],
        ['Mykotoxine', 'erfüllt'],
        ['Trocknungsverlust', 'erfüllt'],
        ['Wasseraktivität', 'erfüllt'],
        ['Fremde Bestandteile', 'erfüllt'],
      ],
    ],
    [
      'Japanese',
      [
        ['残留農薬', '適合'],
        ['重金属', '適合'],
        ['一般生菌数', '適合'],
        ['総アフラトキシン', '適合'],
        ['水分', '適合'],
        ['水分活性', '適合'],
        ['異物', '適合'],
      ],
    ],
    [
      'Swedish (a pass word ending in “nt” is not “NT”, not tested)',
      [
        ['Bekämpningsmedel', 'Godkänt'],
        ['Tungmetaller', 'Godkänt'],
        ['Mikrobiologisk kvalitet', 'Godkänt'],
        ['Mykotoxiner', 'Godkänt'],
        ['Fukthalt', 'Godkänt'],
        ['Vattenaktivitet', 'Godkänt'],
        ['Främmande material', 'Godkänt'],
      ],
    ],
    [
      'Polish',
      [
        ['Pozostałości pestycydów', 'Zgodny'],
        ['Metale ciężkie', 'Zgodny'],
        ['Czystość mikrobiologiczna', 'Zgodny'],
        ['Mykotoksyny', 'Zgodny'],
        ['Wilgotność', 'Zgodny'],
        ['Aktywność wody', 'Zgodny'],
        ['Zanieczyszczenia obce', 'Zgodny'],
      ],
    ],
    [
      'Greek, in capitals without accents',
      [
        ['Υπολείμματα φυτοφαρμάκων', 'ΣΥΜΜΟΡΦΩΣΗ'],
        ['Βαρέα μέταλλα', 'ΣΥΜΜΟΡΦΩΣΗ'],
        ['Μικροβιολογικός έλεγχος', 'ΣΥΜΜΟΡΦΩΣΗ'],
        ['Μυκοτοξίνες', 'ΣΥΜΜΟΡΦΩΣΗ'],
        ['Υγρασία', 'ΣΥΜΜΟΡΦΩΣΗ'],
        ['Ενεργότητα νερού', 'ΣΥΜΜΟΡΦΩΣΗ'],
        ['Ξένες ύλες', 'ΣΥΜΜΟΡΦΩΣΗ'],
      ],
    ],
    [
      'Turkish, in capitals with a dotless ı',
      [
        ['PESTİSİT KALINTILARI', 'UYGUN'],
        ['AĞIR METALLER', 'UYGUN'],
        ['MİKROBİYOLOJİ', 'UYGUN'],
        ['MİKOTOKSİNLER', 'UYGUN'],
        ['NEM İÇERİĞİ', 'UYGUN'],
        ['SU AKTİVİTESİ', 'UYGUN'],
        ['YABANCI MADDE', 'UYGUN'],
      ],
    ],
    [
      'Korean',
      [
        ['잔류농약', '적합'],
        ['중금속', '적합'],
        ['미생물', '적합'],
        ['곰팡이독소', '적합'],
        ['수분', '적합'],
        ['수분활성도', '적합'],
        ['이물', '적합'],
      ],
    ],
  ] as const)('admits a clean %s certificate', (_language, panels) => {
    expect(checked(flower(panels)).verdict.reasons).toEqual([]);
  });

  it.each([
    ['Czech', 'nevyhovuje'],
    ['German', 'nicht erfüllt'],
    ['Portuguese', 'Reprovado'],
    ['Spanish', 'Rechazado'],
    ['Japanese', '不適合'],
    ['Polish', 'Niezgodny'],
    ['Greek', 'Μη συμμόρφωση'],
    ['Finnish', 'Ei vastaa'],
    ['Hungarian', 'Nem felel meg'],
    ['Slovene', 'Ne ustreza'],
    ['Swedish', 'Underkänd'],
    ['Korean', '부적합'],
    ['Chinese', '不合格'],
  ])('fails a panel whose %s status is a fail word that holds the pass word', (_language, fail) => {
    const { verdict } = checked(
      flower([
        ['Pesticides', 'Pass'],
        ['Heavy Metals', fail],
        ['Microbials', 'Pass'],
        ['Mycotoxins', 'Pass'],
        ['Moisture', 'Pass'],
        ['Water Activity', 'Pass'],
        ['Foreign Matter', 'Pass'],
      ]),
    );
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.text).join('\n')).toMatch(/^Heavy metals: /m);
  });

  it('does not read a word that only holds a panel’s name as that panel (“sumidades” holds “umidade”)', () => {
    const text = [
      ...flower([
        ['Pesticides', 'Pass'],
        ['Heavy Metals', 'Pass'],
        ['Microbials', 'Pass'],
        ['Mycotoxins', 'Pass'],
        ['Water Activity', 'Pass'],
        ['Foreign Matter', 'Pass'],
      ]).split('\n'),
      'Aspeto   sumidades floridas   conforme',
    ].join('\n');
    expect(checked(text).verdict.panelsMissing).toContain('moisture');
  });
});

describe('panel names and statuses in Catalan, and a Slovene word for foreign bodies', () => {
  const POTENCY_ROWS = ['Paràmetre   Resultat (%)', 'THCA        21,40', 'Δ9-THC      0,50', 'CBD         n.d.'];

  it('reads a Catalan safety table, each panel with “Compleix”', () => {
    const text = [
      'Mostra: Flors de cànnabis',
      ...POTENCY_ROWS,
      'Paràmetre                          Resultat         Límit          Valoració',
      'Plaguicides (95 substàncies)       < LQ             Reglament      Compleix',
      'Metalls pesants: Pb / Cd / Hg      < 0,05 mg/kg     0,5 mg/kg      Compleix',
      'Micotoxines: aflatoxines / OTA     < 1 µg/kg        4 µg/kg        Compleix',
      'Recompte total d’aerobis (TAMC)    < 10 ufc/g       ≤ 1.000 ufc/g  Compleix',
      'Humitat                            9,8 %            ≤ 12 %         Compleix',
      "Activitat d'aigua                  0,55             ≤ 0,65         Compleix",
      'Matèria estranya                   absent           absent         Compleix',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.productKind).toBe('flower');
  });

  it('fails a Catalan panel marked “No compleix”', () => {
    const text = [
      'Mostra: Flors de cànnabis',
      ...POTENCY_ROWS,
      'Plaguicides (95 substàncies)       0,31 mg/kg       0,01 mg/kg     No compleix',
    ].join('\n');
    const { verdict } = checked(text);
    expect(kinds(verdict.reasons)).toContain('failed');
  });

  it('reads the Slovene “Tujki” (foreign bodies) as foreign material', () => {
    const text = [
      'Vzorec: cvetovi konoplje',
      'Preskus     Rezultat (%)',
      'THCA        21,40',
      'Δ9-THC      0,50',
      'CBD         ni zaznano',
      'Ostanki pesticidov                    ni zaznano       Ustreza',
      'Težke kovine (Pb, Cd, Hg)             < 0,05 mg/kg     Ustreza',
      'Mikrobiološka čistost                 < 10 cfu/g       Ustreza',
      'Mikotoksini                           < 1 µg/kg        Ustreza',
      'Vlaga                                 9,8 %            Ustreza',
      'Aktivnost vode                        0,55             Ustreza',
      'Tujki (vizualno)                      ni prisotnih     Ustreza',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
  });
});

describe('one table whose header heads every panel’s rows, in Croatian, a limit column headed MDK', () => {
  const certificate = (aflatoxins: string) =>
    [
      'Uzorak:      Osušeni cvat industrijske konoplje',
      'Parametar                          Metoda        Rezultat   Jedinica   MDK     Ocjena',
      '-------------------------------------------------------------------------------------',
      'KANABINOIDI',
      'Δ9-THC                             HPLC-DAD      0,06       %          –       –',
      'THCA                               HPLC-DAD      0,19       %          –       –',
      'CBD                                HPLC-DAD      0,42       %          –       –',
      'CBDA                               HPLC-DAD      8,05       %          –       –',
      'VLAGA',
      'Vlaga                              gravimetrija  11,2       %          13      zadovoljava',
      'Aktivitet vode (aw)                AquaLab       0,58       –          0,65    zadovoljava',
      'PESTICIDI',
      'Multirezidualna metoda             LC-MS/MS      < 0,01     mg/kg      0,01    zadovoljava',
      'TEŠKI METALI',
      'Olovo (Pb)                         ICP-MS        0,41       mg/kg      3,0     zadovoljava',
      'MIKROBIOLOGIJA',
      'Kvasci i plijesni                  ISO 21527-2   6100       cfu/g      10000   zadovoljava',
      'MIKOTOKSINI',
      aflatoxins,
      'STRANE PRIMJESE',
      'Strane primjese (vizualno)         interna       0,8        %          2       zadovoljava',
    ].join('\n');

  it('fails the panel of a row over its limit, marked only by a star', () => {
    const { verdict } = checked(
      certificate('Aflatoksini B1+B2+G1+G2 (zbroj)    LC-MS/MS      24,6       µg/kg      20      *'),
    );
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Mycotoxins/);
  });

  it('admits it clean, foreign matter named “strane primjese”', () => {
    const { verdict } = checked(
      certificate('Aflatoksini B1+B2+G1+G2 (zbroj)    LC-MS/MS      4,6        µg/kg      20      zadovoljava'),
    );
    expect(verdict.reasons).toEqual([]);
    near(verdict.totalCbd, 0.42 + 0.877 * 8.05);
  });
});

describe('a page’s header and footer', () => {
  it('never reads a footer’s page numbers as a panel’s result over its limit', () => {
    const text = [
      ...flower([
        ['Pesticides', 'Pass'],
        ['Heavy Metals', 'Pass'],
        ['Microbials', 'Pass'],
        ['Mycotoxins', 'Pass'],
        ['Moisture', 'Pass'],
        ['Water Activity', 'Pass'],
      ]).split('\n'),
      '',
      'FOREIGN MATTER                      Action level      Result      Status',
      'Foreign material (visual)           5 %               0.3 %       Pass',
      '',
      'LAB-26-0042 · Garden Dusk · Page 3 of 4',
      'Laboratoire d’essai · Rapport LAB-26-0042 · Seite 4 von 5',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
  });

  it('reads a table whose header ends one page and whose rows start the next, past the page’s furniture', () => {
    const text = [
      'Product: Flower',
      'CANNABINOIDS — HPLC-DAD',
      'Analyte          LOQ (%)      Result (%)      Result (mg/g)',
      '',
      'LAB-26-0042 · Garden Dusk · Page 1 of 2',
      '\fRiverside Analytical                       Sample ID: LAB-26-0042',
      'Garden Dusk — Pre-Roll 1 g · Batch GD-0419                  Page 2 of 2',
      '',
      'THCA             0.04         22.00           220.0',
      'Δ9-THC           0.04          0.60             6.0',
      'CBD              0.04           ND               ND',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('%');
    near(verdict.totalThc, 0.6 + 0.877 * 22);
  });
});

describe('figures the reader catches disagreeing', () => {
  it('shows no total built on a row whose % and mg/g disagree, and says it is unsure with the row’s line', () => {
    const text = [
      'Analyte    Result (%)    Result (mg/g)',
      'THCA       12.54         215.4',
      'Δ9-THC     0.40          4.0',
      'CBD        ND            ND',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.some((part) => part.analytes.includes('thca') && part.lines.some((line) => line.number === 2))).toBe(
      true,
    );
  });
});

describe('a unit printed in the analyte’s cell', () => {
  it('reads “THCa (%)” under a bare “Result” as a row in %, and says nothing is unsure', () => {
    const text = [
      'Analyte            LOQ       Result',
      'THCa (%)           0.10      60.00',
      'Δ9-THC (%)         0.10      2.00',
      'CBD (%)            0.10      ND',
      'Total THC (%)                54.62',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('%');
    near(verdict.totalThc, 2 + 0.877 * 60);
  });

  it.each([
    ['(mg/g)', 'mg/g', 10],
    ['[mg/g]', 'mg/g', 10],
    ['(%)', '%', 1],
  ])('reads the unit “%s” after the name’s other spelling in brackets as the row’s', (unit, expected, scale) => {
    for (const group of [[], ['Cannabinoids (HPLC-UV, % w/w, as received)']]) {
      const text = [
        'Analyte                                    LOQ       Result',
        ...group,
        `Tetrahydrocannabinolic acid (THCA) ${unit}   0.10      ${(20 * scale).toFixed(2)}`,
        `Δ9-Tetrahydrocannabinol (Δ9-THC) ${unit}     0.10      ${(0.5 * scale).toFixed(2)}`,
        `Cannabidiol (CBD) ${unit}                    0.10      ND`,
      ].join('\n');
      const { verdict, unsure } = checked(text);
      expect(unsure).toEqual([]);
      expect(verdict.unit).toBe(expected);
      near(verdict.totalThc, (0.5 + 0.877 * 20) * scale);
    }
  });

  it('keeps a column’s printed unit over the one in the name’s cell', () => {
    const text = ['Analyte     Result (mg/g)', 'THCA (%)    200.0', 'Δ9-THC (%)  5.0', 'CBD (%)     ND'].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit === null || verdict.unit === 'mg/g').toBe(true);
    if (verdict.totalThc !== null) near(verdict.totalThc, 5 + 0.877 * 200);
  });
});

describe('not detected, in the certificate’s language', () => {
  it.each([
    '不検出 (< 1 ppm)',
    'nicht nachweisbar',
    'no detectado',
    'non rilevato',
    'nedetekováno',
    'ND (< 0.05 %)',
    'i.p.',
  ])('reads THC printed as “%s” as none, and the CBD beside it', (notDetected) => {
    const text = [
      'Analyte        Result (mg/mL)',
      `Δ9-THC         ${notDetected}`,
      `THCA           ${notDetected}`,
      'CBD            50.00',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    near(verdict.totalThc, 0);
    near(verdict.totalCbd, 50);
    expect(verdict.type).toBe('III');
  });
});

describe('a certificate in two languages, each word said twice', () => {
  // "ND / ND" in a column of figures is one result, not detected; "Units / Unités: %" declares the table's unit.
  it.each([['ND / ND'], ['< LOQ / < LQ'], ['n.d. / n.n.']])(
    'reads “%s” as one result, under a unit declared with its label in two languages',
    (notDetected) => {
      const text = [
        'CANNABINOIDS / CANNABINOÏDES  (HPLC-UV)   Units / Unités: % (p/p, w/w)',
        'Analyte / Analyte          LOQ / LQ     Result / Résultat',
        'Δ9-THC                     0,05         0,62',
        'THCA / ATHC                0,05         24,18',
        'CBD                        0,05         < 0,05',
        'CBDA / ACBD                0,05         0,09',
        `Δ8-THC                     0,05         ${notDetected}`,
      ].join('\n');
      const { verdict, unsure } = checked(text);
      expect(unsure).toEqual([]);
      expect(verdict.unit).toBe('%');
      near(verdict.totalThc, 0.62 + 0.877 * 24.18);
      near(verdict.totalCbd, 0.877 * 0.09);
    },
  );
});

describe('a figure per bottle or package, in the certificate’s language', () => {
  it.each([
    'mg/frasco',
    'mg/flacon',
    'mg/Flasche',
    'mg/confezione',
    'mg / fľaštička (10 ml)',
    'mg/butelka',
    'mg/flaske',
    'mg/pullo',
    'mg/fles',
    'mg/boks',
    'mg/burk',
    'mg/purkki',
  ])('reads a “%s” column beside mg/mL as the package’s figure, not as an unknown unit', (perBottle) => {
    const text = [
      `Analito     LC (mg/mL)    Valor (mg/mL)    Valor (${perBottle})`,
      'CBD         0.05          30.00            900.0',
      'CBDA        0.05          0.50             15.0',
      'Δ9-THC      0.05          0.60             18.0',
      'THCA        0.05          N.D.             N.D.',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    near(verdict.totalCbd, 30 + 0.877 * 0.5);
    expect(verdict.alsoIn.some((other) => other.unit === 'mg/package')).toBe(true);
  });
});

describe('a product named on a line labelled in two languages', () => {
  it('reads "Vzorka / Sample: CBD olej 10 %" as the product’s name, no CBD result', () => {
    const text = [
      'Vzorka / Sample:             CBD olej 10 % (konopný extrakt v MCT oleji) / CBD oil 10 % (hemp extract in MCT oil)',
      'Analyte   Result (mg/mL)   % (m/m)   LOQ (mg/mL)',
      'CBD       98.40            10.60     0.05',
      'CBDA      1.10             0.119     0.05',
      'Δ9-THC    0.62             0.067     0.05',
      'THCA      < LOQ            < LOQ     0.05',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    near(verdict.totalCbd, 98.4 + 0.877 * 1.1);
  });
});

describe('a figure per piece or per serving, in the certificate’s language', () => {
  it.each([
    ['mg por gomita', 'mg por envase (30)'],
    ['mg/gomita', 'mg/envase'],
    ['mg por cápsula', 'mg por frasco'],
    ['mg/porção', 'mg/embalagem'],
    ['mg par gélule', 'mg par flacon'],
    ['mg pro Kapsel', 'mg pro Packung'],
    ['mg/Stück', 'mg/Packung'],
    ['mg per caramella', 'mg per confezione'],
    ['mg/kapsel', 'mg/boks (30)'],
    ['mg/kapsel', 'mg/burk (30)'],
    ['mg/kapseli', 'mg/purkki (30)'],
  ])('reads a “%s” column beside mg/g as the serving’s figure, beside “%s”', (perPiece, perPackage) => {
    const text = [
      `| Analito   | mg/g    | ${perPiece} | ${perPackage} | LC (mg/g) |`,
      '| CBD       | 6,28    | 25,1          | 753                | 0,05      |',
      '| CBDA      | ND      | ND            | ND                 | 0,05      |',
      '| Δ9-THC    | 0,075   | 0,30          | 9,0                | 0,05      |',
      '| THCA      | ND      | ND            | ND                 | 0,05      |',
      'Notas: ninguna',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    const perServing = [verdict, ...verdict.alsoIn].find((other) => other.unit === 'mg/unit');
    near(perServing?.totalCbd ?? null, 25.1);
    near(perServing?.totalThc ?? null, 0.3);
  });
});

describe('a limit of quantitation or an uncertainty column headed in the certificate’s language', () => {
  it.each([
    ['Rezultat', 'Granica kvantifikacije'],
    ['Tulemus', 'Määramispiir'],
    ['Rezultāts', 'Noteikšanas robeža'],
    ['Rezultat', 'Mjerna nesigurnost'],
  ])('reads “%s” as the result beside “%s”, not as a row of more figures than columns', (result, other) => {
    const text = [
      'Matrix: Flower',
      `Analyte        ${result} (%)      ${other}`,
      'THCA           20,00              0,05',
      'Δ9-THC         0,50               0,05',
      'CBDA           0,10               0,05',
      'CBD            0,20               0,05',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    near(verdict.totalThc, 0.5 + 0.877 * 20);
    near(verdict.totalCbd, 0.2 + 0.877 * 0.1);
  });
});

describe('foreign material by any noun a Romance language pairs with “foreign”, and a test by its Ph. Eur. chapter', () => {
  const safety = (foreign: string) =>
    [
      'Muestra: flor seca de cannabis',
      'Analito      Resultado (%)',
      'THCA         21,40',
      'Δ9-THC       0,50',
      'CBD          ND',
      'Plaguicidas                    < LC            Cumple',
      'Metales pesados (Pb/Cd/Hg)     < 0,05 mg/kg    Cumple',
      'Recuento microbiano            < 10 UFC/g      Cumple',
      'Micotoxinas                    < 1 µg/kg       Cumple',
      'Humedad                        9,8 %           Cumple',
      'Actividad de agua              0,55            Cumple',
      foreign,
    ].join('\n');

  for (const line of [
    'MATERIAL EXTRAÑO (inspección visual)   ausente   CUMPLE',
    'Materiales extraños                    ausente   Cumple',
    'Cuerpos extraños                       ausente   Cumple',
    'Sostanze estranee                      0,5 %     Conforme',
    'Elementi estranei                      assenti   Conforme',
    'Corpos estranhos                       ausente   Conforme',
    'Material estranho                      ausente   Conforme',
    'Éléments étrangers                     absents   Conforme',
  ]) {
    it(`reads “${line.split(/\s{2,}/)[0]}” as foreign material`, () => {
      expect(checked(safety(line)).verdict.reasons).toEqual([]);
    });
  }

  it('reads a panel from the Ph. Eur. chapter on the line that gives its status', () => {
    const text = [
      'Campione: infiorescenze essiccate di Cannabis sativa L.',
      'Analita      Risultato (%)',
      'THCA         6,48',
      'Δ9-THC       0,35',
      'CBDA         9,87',
      'CBD          0,42',
      'Metalli pesanti                 Ph. Eur. 2.4.27    Conforme',
      'Pesticidi                       Ph. Eur. 2.8.13    Conforme',
      'Micotossine                     Ph. Eur. 2.8.18    Conforme',
      'Qualità microbiologica          Ph. Eur. 2.6.12    Conforme',
      'Perdita all’essiccamento        Ph. Eur. 2.2.32    Conforme',
      'Attività dell’acqua             0,56               Conforme',
      'Parametro: esame visivo',
      'Metodo: Ph. Eur. 2.8.2    Risultato: 0,5 %    Limite: ≤ 2 %    Esito: CONFORME',
    ].join('\n');
    expect(checked(text).verdict.reasons).toEqual([]);
  });

  it('never takes a Ph. Eur. edition or another chapter for a panel', () => {
    const text = [
      'Campione: infiorescenze essiccate di Cannabis sativa L.',
      'Riferimenti: Ph. Eur. 11.0, Ph. Eur. 2.8.20 (monografia)',
      'Analita      Risultato (%)',
      'THCA         6,48',
      'Δ9-THC       0,35',
    ].join('\n');
    expect(checked(text).verdict.panelsFound).toEqual(['cannabinoids']);
  });
});

describe('a block per parameter, its result a labelled field in the certificate’s language', () => {
  const blocks = (label: string, result: string, unit: string, rows: readonly (readonly [string, string])[]) =>
    rows.flatMap(([name, figure]) => [
      `${label}: ${name}`,
      `Method: HPLC-UV (SOP-030)      ${result}: ${figure} ${unit}      Limit: –`,
    ]);
  const ROWS = [
    ['Δ9-THC', '0,35'],
    ['THCA', '6,48'],
    ['CBD', '0,42'],
    ['CBDA', '9,87'],
  ] as const;

  it.each([
    ['Parametro', 'Risultato', '% p/p'],
    ['Parámetro', 'Resultado', '% m/m'],
    ['Prüfparameter', 'Ergebnis', '%'],
    ['Paramètre', 'Résultat', '% m/m'],
    ['Parameter', 'Result', '% w/w'],
  ])('reads “%s:” over “%s:” as rows, in the unit its field prints', (label, result, unit) => {
    // A block of another test after the last cannabinoid's is no field of it.
    const moisture = [`${label}: Moisture (loss on drying)`, `Method: Ph. Eur. 2.2.32      ${result}: 8,9 %`];
    const { verdict } = checked(['Matrix: Flower', ...blocks(label, result, unit, ROWS), ...moisture].join('\n'));
    expect(verdict.unit).toBe('%');
    near(verdict.totalThc, 6.03);
    near(verdict.totalCbd, 9.08);
    expect(kinds(verdict.reasons).filter((kind) => kind.startsWith('unsure'))).toEqual([]);
  });
});

describe('a column headed in a script the vocabulary does not know, with its English name in brackets beside it', () => {
  it.each([
    ['定量下限 (LOQ)', '0.01 mg/mL'],
    ['定量下限 (Limit of quantitation)', '0.01'],
    ['ขีดจำกัด (LOQ)', '0.01'],
    ['定量限 [LOQ]', '0.01 mg/mL'],
  ])('reads “%s” as its column, not as a row of more figures than columns', (head, limit) => {
    const text = [
      `項目 (Item)      結果 (mg/mL)      1本あたり (mg/bottle)      ${head}`,
      `CBD              33.4              1,002                      ${limit}`,
      `CBDA             不検出 (ND)        —                          ${limit}`,
      `CBG              0.52              15.6                       ${limit}`,
      `Δ9-THC           不検出 (ND)        —                          ${limit}`,
      `Δ9-THCA          不検出 (ND)        —                          ${limit}`,
      'Notes: none',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    near(verdict.totalCbd, 33.4);
    expect(verdict.totalThc).toBe(0);
  });
});
