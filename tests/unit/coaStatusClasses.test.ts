import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, FLOWER_PANELS, kinds } from '../support/coaCertificate.ts';

/**
 * Statuses a certificate gives in ways the panel reader did not place: a panel's result written as a sentence, a
 * panel not yet reported ("SUBCONTRACTED - results to follow"), and statuses and panel names in further languages.
 */
const POTENCY = ['Analyte    Result (%)', 'THCA       21.40', 'Δ9-THC     0.50', 'CBD        ND'];
const WITHOUT_PESTICIDES = FLOWER_PANELS.filter((line) => !line.startsWith('Pesticides'));

describe('a panel’s result written as a sentence', () => {
  it.each([
    ['under its heading', ['PESTICIDES', 'All pesticides were below their action levels (62 analytes, LC-MS/MS).']],
    ['on a line of its own', ['All pesticides were below the action limits (66 analytes).']],
    ['as “none exceeded”', ['Pesticides: none of the 59 analytes exceeded its action level.']],
    ['as “did not exceed”', ['PESTICIDES', 'Results did not exceed the state limits.']],
  ])('passes the panel %s', (_where, lines) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it.each([
    ['under its heading', ['PESTICIDES', 'Myclobutanil exceeded its action level (0.42 µg/g over 0.2 µg/g).']],
    ['on a line of its own', ['Two pesticides exceeded their action levels: bifenazate and myclobutanil.']],
    ['as “not below”', ['Pesticides were not below the action levels for bifenazate.']],
  ])('fails the panel %s', (_where, lines) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Pesticides/);
  });

  it('still fails the panel when a sentence says it passed and its line says FAIL', () => {
    const lines = ['Pesticides: results did not exceed the action levels except bifenazate — FAIL'];
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });
});

describe('a panel not yet reported', () => {
  const WITHOUT_MYCOTOXINS = FLOWER_PANELS.filter((line) => !line.startsWith('Mycotoxins'));
  it.each([
    'Mycotoxins ............... SUBCONTRACTED - results to follow under separate report',
    'Mycotoxins: results to follow',
    'Mycotoxins               Subcontracted',
    'Mycotoxins               Awaiting results',
  ])('says plainly that it was not passed on this COA: %s', (line) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_MYCOTOXINS, line]));
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Mycotoxins \(/);
  });

  it('reads a pass the subcontracting lab gave as a pass', () => {
    const line = 'Mycotoxins (subcontracted to Northstar Labs, report NS-2231)     PASS';
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_MYCOTOXINS, line]));
    expect(verdict.reasons).toEqual([]);
  });

  it.each([
    ['MYCOTOXINS (aflatoxins B1, B2, G1, G2 and ochratoxin A)', 'Pending – result in a supplementary report'],
    [
      '7) MICOTOXINAS (aflatoxinas B1, B2, G1, G2 y ocratoxina A)',
      '   Pendiente – resultado en informe complementario',
    ],
    [
      '8. MYCOTOXINES / MYKOTOXINE',
      '   non analysé sur demande du mandant / auf Wunsch des Auftraggebers nicht analysiert',
    ],
    ['Micotossine', 'non analizzato su richiesta del cliente'],
    ['Micotoxinas', 'não analisado a pedido do cliente'],
  ])('reads a panel’s heading with only a not-passed word under it as not passed: %s', (heading, status) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_MYCOTOXINS, heading, status]));
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Mycotoxins \(/);
  });

  it('keeps an analyte not tested inside a panel’s table from deciding the panel', () => {
    const lines = ['MYCOTOXINS', 'Aflatoxin B1     < 1 µg/kg     PASS', 'Ochratoxin A     NT'];
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_MYCOTOXINS, ...lines]));
    expect(verdict.reasons).toEqual([]);
  });

  it('reads the Estonian “analüüsimisel” (under analysis) as not passed', () => {
    const line = 'Pestitsiidid (LC-MS/MS, GC-MS/MS)       analüüsimisel      ≤ 0,01 mg/kg     -';
    const { verdict } = checked(flowerCertificate(POTENCY, [line, ...WITHOUT_PESTICIDES]));
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
  });
});

describe('a remark about the potency results that holds a not-passed word', () => {
  it('is not the cannabinoid panel’s status when the certificate reports its rows', () => {
    const remark =
      'Potency results are corrected to dry weight; as-received values are not reported on this certificate.';
    const { verdict } = checked(flowerCertificate([...POTENCY, remark]));
    expect(verdict.reasons).toEqual([]);
  });

  it('still refuses a potency panel the certificate marks as failed', () => {
    const { verdict } = checked(flowerCertificate([...POTENCY, 'Potency (label claim)     FAIL']));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });
});

describe('a sentence that says nothing exceeded, beside a failure', () => {
  it('reads “No pass — 2 analytes exceeded” as a failure, not as “none exceeded”', () => {
    const lines = ['Pesticides: No pass — 2 analytes exceeded their action levels'];
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });
});

describe('statuses and panel names in further languages', () => {
  it('reads a Ukrainian table of safety tests, its failure placed on mycotoxins', () => {
    const panels = [
      '2. ПОКАЗНИКИ БЕЗПЕКИ                 Результат             Норматив                  Висновок',
      'Пестициди (ГХ-МС/МС, РХ-МС/МС)       < 0,01 мг/кг          ≤ 0,01 мг/кг (ДФУ)        Відповідає',
      'Свинець / Кадмій / Ртуть / Арсен     0,18 / 0,06 / < 0,01 /   ≤ 0,5 / 0,5 / 0,1 /     Відповідає',
      'Дріжджі та плісняві гриби (TYMC)     900 КУО/г             ≤ 10 000 КУО/г            Відповідає',
      'Афлатоксин B1                        3,8 мкг/кг            ≤ 2 мкг/кг                Не відповідає',
      'Втрата в масі при висушуванні        10,4 %                ≤ 12 %                    Відповідає',
      'Активність води                      0,55                  ≤ 0,65                    Відповідає',
      'Сторонні домішки                     0,8 %                 ≤ 2 %                     Відповідає',
    ];
    const { verdict } = checked(flowerCertificate(POTENCY, panels));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Mycotoxins/);
    const passing = panels.map((line) => line.replace('Не відповідає', 'Відповідає'));
    expect(checked(flowerCertificate(POTENCY, passing)).verdict.reasons).toEqual([]);
  });

  it('reads the Romanian “Impurități străine” as foreign material', () => {
    const panels = [
      ...FLOWER_PANELS.filter((line) => !line.startsWith('Foreign')),
      'Impurități străine (vizual)   absente   Conform',
    ];
    expect(checked(flowerCertificate(POTENCY, panels)).verdict.reasons).toEqual([]);
  });

  it('reads the Norwegian “Plantevernmidler” and “Fremmede stoffer”, a pesticide’s failure placed on pesticides', () => {
    const panels = [
      ...FLOWER_PANELS.filter((line) => !line.startsWith('Pesticides') && !line.startsWith('Foreign')),
      'Fremmede stoffer             Ph. Eur. 2.8.2   ≤ 2 %                0,4 %           Oppfyller',
      'Plantevernmidler (Ph. Eur. 2.8.13, LC-MS/MS, GC-MS/MS)',
      '  Piperonylbutoksid          LC-MS/MS         ≤ 3,0 mg/kg          3,4 mg/kg       Oppfyller ikke',
    ];
    const { verdict } = checked(flowerCertificate(POTENCY, panels));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Pesticides/);
  });

  it('reads the Chinese names of the heavy metals as that panel', () => {
    const panels = [
      ...FLOWER_PANELS.filter((line) => !line.startsWith('Heavy')),
      '9     铅 Pb / 砷 As / 汞 Hg / 镉 Cd (mg/kg)   ≤ 0.5/0.2/0.1/0.2    0.03/0.02/<0.005/<0.01   合格',
    ];
    expect(checked(flowerCertificate(POTENCY, panels)).verdict.reasons).toEqual([]);
  });

  it.each([
    ['Apto', 'No apto'],
    ['APTA', 'NO APTA'],
    ['Apto', 'Não apto'],
  ])(
    'reads the Spanish and Portuguese “%s” (fit) as a pass and “%s” as a fail, in a tab-separated dictamen column',
    (pass, fail) => {
      const panels = (metals: string) => [
        'Ensayo\tAnalito\tResultado\tUnidad\tLC\tLímite\tDictamen',
        `Metales pesados (ICP-MS)\tPlomo\t0,21\tmg/kg\t0,02\t0,5\t${metals}`,
        `Micotoxinas (LC-MS/MS)\tOcratoxina A\t<LC\tµg/kg\t2\t20\t${pass}`,
        `Plaguicidas (LC-MS/MS, 58 analitos)\tTodos\t<LC\tmg/kg\t0,01\t\t${pass}`,
        `Microbiología\tMohos y levaduras\t850\tUFC/g\t10\t10.000\t${pass}`,
        `Materia extraña\tInspección visual\tConforme\t\t\t\t${pass}`,
        `Humedad\tPérdida por secado\t11,2\t%\t0,1\t15\t${pass}`,
        `Actividad de agua\taw\t0,58\t\t0,01\t0,65\t${pass}`,
      ];
      expect(checked(flowerCertificate(POTENCY, panels(pass))).verdict.reasons).toEqual([]);
      const { verdict } = checked(flowerCertificate(POTENCY, panels(fail)));
      expect(kinds(verdict.reasons)).toEqual(['failed']);
      expect(verdict.reasons[0]!.text).toMatch(/^Heavy metals/);
    },
  );

  it('places the Spanish bile-tolerant Gram-negative bacteria on the microbial panel', () => {
    const panels = [
      ...FLOWER_PANELS.filter((line) => !line.startsWith('Microbials')),
      'Metales pesados (Pb, Cd, Hg, As)              < 0.1 mg/kg        ≤ 0.5 mg/kg       Aprobado',
      'Bacterias Gram negativas tolerantes   3.5 x 10^2 UFC/g   ≤ 10^2 UFC/g   Rechazado',
    ];
    const { verdict } = checked(flowerCertificate(POTENCY, panels));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Microbial impurities/);
  });
});

describe('a table of tests pasted from a web portal, one cell a line', () => {
  const portal = (moisture: readonly string[]) => [
    'Safety',
    'Test',
    'Result',
    'Limit',
    'Status',
    'Pesticides',
    'None detected',
    'SCDA list',
    'Pass',
    'Heavy Metals',
    'As 0.04 / Cd <0.02 / Pb 0.12 / Hg <0.01 ppm',
    '0.2 / 0.2 / 0.5 / 0.1 ppm',
    'Pass',
    'Total Yeast & Mold',
    '3,900 CFU/g',
    '10,000 CFU/g',
    'Pass',
    'Salmonella',
    'Not Detected',
    'Not Detected in 1 g',
    'Pass',
    'Mycotoxins',
    '<2 ug/kg (aflatoxins, OTA)',
    '20 ug/kg',
    'Pass',
    ...moisture,
    'Water Activity',
    '0.58 aw',
    '≤ 0.65 aw',
    'Pass',
    'Foreign Matter',
    'None observed',
    '≤ 2 %',
    'Pass',
  ];

  it('reads each test’s status from the cells after its name', () => {
    const { verdict } = checked(flowerCertificate(POTENCY, portal(['Moisture Content', '11.6 %', '≤ 15.0 %', 'Pass'])));
    expect(verdict.reasons).toEqual([]);
  });

  it('fails moisture over its printed limit with a dash for its status', () => {
    const { verdict } = checked(flowerCertificate(POTENCY, portal(['Moisture Content', '15.6 %', '≤ 15.0 %', '—'])));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Moisture at 15\.6 % is over the printed limit of 15\.0/);
  });

  it('reads a test of presence whose result says “None detected” but whose status is still to follow as not passed', () => {
    const cells = portal(['Moisture Content', '11.6 %', '≤ 15.0 %', 'Pass']);
    const at = cells.indexOf('None observed');
    const pending = cells.with(at, 'None detected').with(at + 2, 'SUBCONTRACTED – results to follow');
    const { verdict } = checked(flowerCertificate(POTENCY, pending));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Foreign material/);
  });

  it('reads the cells of a scan’s “Heavy Meta1s” and every test after it, a status not yet given among them', () => {
    const cells = portal(['Moisture Content', '11.6 %', '≤ 15.0 %', 'Pass']);
    const at = cells.indexOf('None observed');
    const scanned = cells
      .with(cells.indexOf('Heavy Metals'), 'Heavy Meta1s')
      .with(at, 'None detected')
      .with(at + 2, 'Nicht geprüft');
    const { verdict } = checked(flowerCertificate(POTENCY, scanned));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Foreign material \(“Nicht geprüft”\)/);
  });

  it('reads the cells of a test whose name holds a word that reads as a qualifier (“Mabibigat na metal”)', () => {
    const cells = portal(['Moisture Content', '11.6 %', '≤ 15.0 %', 'Pass']);
    const at = cells.indexOf('None observed');
    const named = cells
      .with(cells.indexOf('Heavy Metals'), 'Mabibigat na metal')
      .with(at, 'None detected')
      .with(at + 2, 'Pending');
    const { verdict } = checked(flowerCertificate(POTENCY, named));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Foreign material \(“Pending”\)/);
  });
});

describe('a status written as a letter the certificate’s own legend defines', () => {
  const POTENCY = ['Analyte  Result (%)', 'THCA     20.00', 'Δ9-THC   0.50', 'CBD      ND'];
  const panels = (letter: (panel: number) => string) =>
    [
      'Pesticides (LC-MS/MS)       all < LOQ         ',
      'Heavy metals (µg/g)         As <0.02 Pb 0.03  ',
      'Microbials                  none detected     ',
      'Mycotoxins (µg/kg)          aflatoxins <2     ',
      'Foreign matter              none observed     ',
      'Moisture                    10.9 %            ',
      'Water activity              0.55 aw           ',
    ].map((line, index) => `${line}${letter(index)}`);

  it('reads "P" as a pass and "F" as a failure through the legend "P = pass · F = fail"', () => {
    const legend = 'SUMMARY  (P = pass · F = fail · NT = not tested · I = incomplete)';
    const passed = checked(
      flowerCertificate(
        [legend, ...POTENCY],
        panels(() => 'P'),
      ),
    ).verdict;
    expect(passed.reasons).toEqual([]);
    expect(passed.admissible).toBe(true);
    const failed = checked(
      flowerCertificate(
        [legend, ...POTENCY],
        panels((index) => (index === 2 ? 'F' : 'P')),
      ),
    );
    expect(failed.verdict.admissible).toBe(false);
    expect(failed.verdict.reasons.some((reason) => reason.kind === 'failed' && /microb/i.test(reason.text))).toBe(true);
  });

  it('admits no panel on a letter when the certificate prints no legend for it', () => {
    const { verdict } = checked(
      flowerCertificate(
        POTENCY,
        panels(() => 'P'),
      ),
    );
    expect(verdict.admissible).toBe(false);
  });
});

describe('a required panel not named in words the reader knows, beside a pass it cannot place', () => {
  const WITHOUT_FOREIGN = FLOWER_PANELS.filter((line) => !line.startsWith('Foreign'));

  it.each([
    'Stems, seeds and debris (sieve)      none found     PASS',
    'Ukaguzi wa vitu vya kigeni           hakuna         PASS',
    'Uitwendige bestanddele               geen           Voldoen',
  ])('does not refuse a certificate as incomplete when “%s” may be the panel: it asks', (line) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_FOREIGN, line]));
    expect(kinds(verdict.reasons)).toEqual(['unsure-status']);
    expect(verdict.outcome).toBe('unsure');
    const reason = verdict.reasons[0]!.text;
    expect(reason).toContain('Foreign material');
    expect(reason).toContain(line.split(/\s{2,}/)[0]);
  });

  it('still refuses a certificate that lacks the panel and prints no pass it cannot place', () => {
    const { verdict } = checked(flowerCertificate(POTENCY, WITHOUT_FOREIGN));
    expect(kinds(verdict.reasons)).toEqual(['missing-panels']);
  });

  it('never takes a pass inside a named panel’s table, a cannabinoid’s row or a conclusion for the missing panel', () => {
    const text = flowerCertificate(
      [
        'Analyte    Result (%)   Status',
        'THCA       21.40        Pass',
        'Δ9-THC     0.50         Pass',
        'CBD        ND           Pass',
      ],
      [
        'PESTICIDES',
        'Abamectin       ND      PASS',
        'Myclobutanil    ND      PASS',
        ...WITHOUT_FOREIGN.filter((line) => !line.startsWith('Pesticides')),
        'Overall result: PASS',
      ],
    );
    expect(kinds(checked(text).verdict.reasons)).toEqual(['missing-panels']);
  });
});

describe('a panel not yet reported, on a line of its table below the panel’s result', () => {
  const WITHOUT_FOREIGN = FLOWER_PANELS.filter((line) => !line.startsWith('Foreign'));

  it.each([
    'SUBCONTRACTED - results to follow under separate report',
    'Results to follow',
    'Awaiting results from the partner laboratory',
    'Not yet reported',
  ])('reads “%s” a few lines under the panel’s name as the panel not passed', (held) => {
    const lines = ['Foreign Material', 'None detected', 'State list', held];
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_FOREIGN, ...lines]));
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Foreign material \(/);
  });

  it('rejoins a portal’s table of tests whose panel name holds the Filipino word “na”, never N/A', () => {
    const portal = [
      'Safety',
      'Test',
      'Result',
      'Limit',
      'Status',
      ...['Pesticides', 'Mabibigat na metal', 'Microbials', 'Mycotoxins'].flatMap((name) => [
        name,
        'None detected',
        'State list',
        'PASS',
      ]),
      'Foreign Material',
      'None detected',
      'State list',
      'SUBCONTRACTED - results to follow under separate report',
      'Moisture: 10.9 % PASS',
      'Water Activity: 0.55 aw PASS',
    ];
    const { verdict } = checked(flowerCertificate(POTENCY, portal));
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Foreign material \(/);
  });

  it('still reads N/A and NT in capitals, and n/a, as not passed', () => {
    for (const word of ['N/A', 'NA', 'NT', 'n/a']) {
      const lines = [...FLOWER_PANELS.filter((line) => !line.startsWith('Mycotoxins')), `Mycotoxins     ${word}`];
      expect(kinds(checked(flowerCertificate(POTENCY, lines)).verdict.reasons)).toEqual(['panel-not-passed']);
    }
  });
});

describe('a remark after a panel’s pass that begins with a nil or a chemical prefix', () => {
  const without = (prefix: string) => FLOWER_PANELS.filter((line) => !line.startsWith(prefix));

  it.each([
    ['Pesticides', 'PESTICIDES (LC-MS/MS, 66)     PASS       none detected above action levels'],
    ['Pesticides', 'Pesticides (LC-MS/MS, GC-MS/MS)    PASS   0 of 71 analytes above action limits'],
    ['Pesticides', 'Pesticides: Pass — no analytes above the action level'],
    ['Pesticides', 'Pesticides   Complies   nothing detected over the state limits'],
    ['Pesticides', 'Pesticides   PASS   zero residues above action levels'],
    ['Pesticides', 'Pesticides: not detected above the action levels (59 analytes)'],
    ['Foreign', 'FOREIGN MATTER                PASS       no hair, insects, glass or metal fragments observed'],
    ['Foreign', 'Foreign Material   Passed   No visible contamination'],
    ['Foreign', 'Foreign material: Pass, no stems or seeds over 5 %'],
    ['Heavy', 'Heavy Metals (ICP-MS)   Compliant   N.D. for As, Cd, Hg; Pb 0.03'],
  ])('reads the pass, never the remark, as the status: %s', (prefix, line) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...without(prefix), line]));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it('reads a residual solvent named with its n- prefix after the pass as a result, not the answer “N”', () => {
    const text = [
      'Matrix: Concentrate – Hydrocarbon extract',
      ...POTENCY,
      ...FLOWER_PANELS.filter((line) => !/^(?:Moisture|Water)/.test(line)),
      'RESIDUAL SOLVENTS (HS-GC-MS)       PASS   n-butane 88 ppm (5000) · propane 41 ppm (5000)',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
  });

  it.each([
    ['Pesticides', 'Pesticides: 2 of 71 analytes above action limits'],
    ['Pesticides', 'Pesticides: No. of analytes above action limits: 3'],
    ['Pesticides', 'Pesticides: none detected except bifenazate above action level'],
    ['Pesticides', 'Pesticides: no pass, 2 analytes above action levels'],
    ['Pesticides', 'Pesticides: nothing else found; myclobutanil above the action limit'],
    ['Pesticides', 'Pesticides: none, but myclobutanil over action limits'],
    ['Foreign', 'Foreign Material   Pass No'],
    ['Foreign', 'Foreign Material   Passed   N'],
    ['Foreign', 'Foreign Material   Pass: No (stems 6.2 % over 5.0 %)'],
    ['Foreign', 'Foreign Material   Pass  No    stems 6.2 % (5.0)'],
    ['Heavy', 'Heavy Metals   Compliant: N.'],
  ])('still fails a panel whose line says it failed: %s', (prefix, line) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...without(prefix), line]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });
});

/**
 * A panel with no status word whose analytes each print their result and then their limit in words ("limit 0.5",
 * "max 0.5", "≤ 0.5"), no table's limit column: a result over its limit fails the panel (decisions.md, "Reading a
 * certificate without guessing"); within it, nothing is said either way.
 */
describe('a panel’s analytes each printing their limit after their result in words', () => {
  const potency = ['Analyte  Result (%)', 'THCA  20.00', 'Δ9-THC  0.50', 'CBD  ND'];
  const others = FLOWER_PANELS.filter((line) => !line.startsWith('Heavy'));
  it.each([
    ['Ukrainian, a limit after a colon', ['Важкі метали (ІЗП-МС)', 'Свинець (Pb): 1.42 mg/kg   limit 0.5 mg/kg']],
    [
      'Spanish, a maximum in brackets',
      ['Metales pesados', 'Plomo 1,42 mg/kg (máx. 0,5)', 'Cadmio 0,06 mg/kg (máx. 0,5)'],
    ],
    [
      'English, a maximum',
      ['Heavy Metals', 'Lead (Pb): 1.42 mg/kg   max 0.5 mg/kg', 'Cadmium (Cd): 0.06 mg/kg   max 0.5 mg/kg'],
    ],
  ])('fails heavy metals for lead over its limit in %s', (_what, metals) => {
    const { verdict } = checked(flowerCertificate(potency, [...others, ...metals]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });

  it('compares no limit in another unit, nor a count printed as a power of ten', () => {
    const metals = ['Heavy Metals: PASS', 'Lead (Pb): 1.42 mg/kg   limit 500 µg/kg'];
    expect(checked(flowerCertificate(potency, [...others, ...metals])).verdict.reasons).toEqual([]);
  });
});
