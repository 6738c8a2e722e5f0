import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE } from '../../src/consts.ts';
import { quizCopy } from '../../src/i18n/quiz.ts';
import { kitText } from '../../src/lib/kit/kitText.ts';
import { QUESTIONS } from '../../src/lib/quiz/questions.ts';
import { DOSE_TABLE } from '../../src/lib/quiz/recommend.ts';

describe('the kit’s words', () => {
  it('read every dose from the quiz engine’s own table, by experience and by method, in each language', () => {
    for (const locale of ['en', 'es'] as const) {
      const { shown, options } = quizCopy(locale);
      const text = kitText(locale);
      const [experiences, , methods] = [QUESTIONS[0].options, null, QUESTIONS[2].options];
      expect(text.methods).toEqual(methods.map((method) => options[method]));
      expect(text.doseRows).toEqual(
        experiences.map((experience) => ({
          experience: options[experience],
          doses: methods.map((method) => shown.doseInSentence[DOSE_TABLE[experience][method]]),
        })),
      );
    }
  });

  it('say the wait before more (15 minutes inhaled, 2 hours eaten), per occasion, and do not drive', () => {
    expect(kitText('en').waits.join(' ')).toMatch(/about 15 minutes.*about 2 hours/);
    expect(kitText('es').waits.join(' ')).toMatch(/unos 15 minutos.*unas 2 horas/);
    expect(kitText('en').doseNote).toContain('Do not drive');
    expect(kitText('es').doseNote).toContain('No manejes');
  });

  it('name every color first, in the piece’s language, with its effect beside it (Spanish meaning on Spanish pieces)', () => {
    expect(kitText('en').colors.map((color) => `${color.colorWord} | ${color.effect} | ${color.title}`)).toEqual([
      'Yellow | Energize | Yellow (Energize)',
      'Green | Focus | Green (Focus)',
      'Blue | Calm | Blue (Calm)',
      'Purple | Rest | Purple (Rest)',
    ]);
    expect(kitText('es').colors.map((color) => `${color.colorWord} | ${color.effect} | ${color.title}`)).toEqual([
      'Amarillo | Energize (Energía) | Amarillo (Energize, Energía)',
      'Verde | Focus (Enfoque) | Verde (Focus, Enfoque)',
      'Azul | Calm (Calma) | Azul (Calm, Calma)',
      'Morado | Rest (Descanso) | Morado (Rest, Descanso)',
    ]);
  });

  it('say the age on every piece', () => {
    expect(kitText('en').adultsOnly).toBe(`For adults ${MINIMUM_AGE} and over.`);
    expect(kitText('es').adultsOnly).toBe(`Solo para adultos de ${MINIMUM_AGE} años o más.`);
  });
});
