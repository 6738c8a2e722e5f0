import { describe, expect, it } from 'vitest';
import { checkCoa } from '../../src/lib/coa/check.ts';
import { classifyProduct, parseCoaText } from '../../src/lib/coa/parse.ts';

describe('what the product is', () => {
  it.each([
    ['Product: Flower', 'flower'],
    ['Sample: Purple Punch #2 Flower', 'flower'],
    ['Sample Name: Cherry Pie Pre-Roll 1g', 'flower'],
    ['Product Name: Blueberry Live Resin Cartridge', 'extract'],
    ['Description: Watermelon Gummies 10 x 10 mg', 'edible'],
    ['Item: Sour Tangie Distillate Syringe', 'extract'],
    ['Sample Type: Plant, Flower - Cured', 'flower'],
    ['Matrix: Concentrate', 'extract'],
    ['Batch: 22-0415    Sample Name: Lemon Cherry Gelato    Product: Pre-Roll', 'flower'],
    ['Client: Sunset Farms\tSample: Sundae Driver\tDescription: Live Badder', 'extract'],
    ['Matriz:             Inflorescencias secas', 'flower'],
    ['Monster / Sample:   Cannabis flos, granulaat', 'flower'],
    ['Product / מוצר:     Medical cannabis inflorescence, "Hermon Gold"', 'flower'],
    ['ตัวอย่าง / Sample:   ช่อดอกกัญชงแห้ง / Dried hemp inflorescence', 'flower'],
    ['Produkt\tKwiat konopi (Cannabis flos), susz – odmiana "Mazury 20"', 'flower'],
    ['Produkt\tSusz konopny', 'flower'],
    ['Produkt:  susz, odmiana "Mazury 20"', 'flower'],
    ['Product\tHemp flower', 'flower'],
    ['Product Name\tLive Resin Cartridge', 'extract'],
    ['Sample Type: Floral material', 'flower'],
    ['Matrix: Hemp plant material (dried)', 'flower'],
    ['USDA HEMP PRE-HARVEST COMPLIANCE TEST REPORT', 'flower'],
    ['Pre-harvest THC compliance sample, Field 3', 'flower'],
    ['Hemp floral material, Lot HCF-L07', 'flower'],
  ] as const)('reads it from a labelled line: %s', (line, kind) => {
    expect(parseCoaText(`Lab Report\nBatch 4471\n${line}\nCannabinoids\nTHCA 22.10 %`).productKind).toBe(kind);
  });

  it.each([
    ['Candyland Flower', 'flower'],
    ['Kush Mints Pre-Roll', 'flower'],
    ['Girl Scout Cookies Smalls', 'flower'],
    ['Wedding Cake Live Rosin', 'extract'],
    ['Chocolate Thai Vape Cart', 'extract'],
    ['Mint Chocolate Bar', 'edible'],
    ['Gelato Gummies', 'edible'],
  ] as const)('takes the form a strain name ends with, not a sweet word in the name: %s', (name, kind) => {
    expect(classifyProduct(name)).toBe(kind);
  });

  it.each([
    ['Cannabis flos, granulated (dried, for oral inhalation via vaporiser)', 'flower'],
    ['Dried flower, for use in a vaporizer', 'flower'],
    ['Hemp flower for vaporization', 'flower'],
    ['Disposable vaporizer, 1 g', 'extract'],
    ['Vaporizer cartridge', 'extract'],
  ] as const)('does not take the device a product is used with for its form: %s', (name, kind) => {
    expect(classifyProduct(name)).toBe(kind);
  });

  it('does not take drying for dried material, nor a plant in a word of another', () => {
    const polish = 'Wilgotność (strata masy po suszeniu, 105 °C)\t9,8 %';
    expect(parseCoaText(`Lab Report\nBatch 4471\n${polish}\nTHCA 22.10 %`).productKind).toBe('unknown');
    expect(parseCoaText('Lab Report\nPlantation Road Labs\nTHCA 22.10 %').productKind).toBe('unknown');
  });

  it('does not take a sample ID or a client line for the product', () => {
    expect(parseCoaText('Sample ID: 2310FLW-0042\nClient: Candy Hill Farms\nTHCA 22.10 %').productKind).toBe('unknown');
  });

  it('asks a flower named only in its product line for moisture and water activity', () => {
    const text = [
      'Sample: Purple Punch #2 Flower',
      'Analyte\tResult (%)',
      'THCA\t24.80',
      'Δ9-THC\t0.61',
      'CBD\tND',
      'Pesticides: PASS   Heavy Metals: PASS   Microbials: PASS',
      'Mycotoxins: PASS   Residual Solvents: PASS   Foreign Material: PASS',
    ].join('\n');
    const { verdict } = checkCoa({ text, rows: [], panels: [], product: '' });
    expect(verdict.admissible).toBe(false);
    expect(verdict.panelsMissing).toEqual(['moisture', 'waterActivity']);
  });
});
