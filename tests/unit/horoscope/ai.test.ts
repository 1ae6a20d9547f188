import { checkPolished, factSheet, looksTurkish, type PolishInput } from '@/lib/horoscope/ai';
import { composeReading } from '@/lib/horoscope/compose';
import { skyOfPeriod } from '@/lib/horoscope/facts';
import { getSign } from '@/lib/zodiac/signs';
import { periodOf } from '@/lib/time/periods';

const period = periodOf('daily', new Date('2026-06-17T09:00:00Z'));
const sky = skyOfPeriod(period);
const draft = composeReading({ type: 'daily', sign: 'koc', period, sky });
const input: PolishInput = { type: 'daily', sign: 'koc', period, sky, draft };
const moonSign = getSign(sky.positions.find((p) => p.body === 'moon')!.sign).name;
const fromDraft = () =>
  Object.fromEntries(
    draft.sections.map((s) => [
      { general: 'genel', love: 'ask', work: 'kariyer', health: 'saglik', tip: 'oneri' }[s.key],
      s.text,
    ]),
  );

describe('checking a model’s answer', () => {
  test('a Turkish answer in the fixed shape is accepted and keeps the section titles', () => {
    const outcome = checkPolished(JSON.stringify(fromDraft()), input);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.text.startsWith('Genel: ')).toBe(true);
      expect(outcome.text).toContain('\n\nGünün önerisi: ');
    }
  });

  test('a fenced JSON answer is unwrapped', () => {
    expect(checkPolished('```json\n' + JSON.stringify(fromDraft()) + '\n```', input).ok).toBe(true);
  });

  test.each([
    ['not JSON', 'Here is your horoscope!'],
    ['wrong shape', JSON.stringify({ prediction: 'Bugün güzel bir gün.' })],
    [
      'too short',
      JSON.stringify({ genel: 'Kısa.', ask: 'Kısa.', kariyer: 'Kısa.', saglik: 'Kısa.', oneri: 'Kısa.' }),
    ],
  ])('%s is refused', (_name, content) => {
    expect(checkPolished(content, input).ok).toBe(false);
  });

  test('English text in the right shape is refused', () => {
    const english =
      'The Moon is in your fourth house today and you will feel the need to stay at home with your family. ';
    const answer = {
      genel: english.repeat(4),
      ask: english,
      kariyer: english,
      saglik: english,
      oneri: english,
    };
    const outcome = checkPolished(JSON.stringify(answer), input);
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/Türkçe/) });
  });

  test('a daily answer that drops the Moon’s sign is refused', () => {
    const answer = fromDraft();
    for (const k of Object.keys(answer)) answer[k] = answer[k].split(moonSign).join('gökyüzü');
    const outcome = checkPolished(JSON.stringify(answer), input);
    expect(outcome.ok).toBe(false);
  });

  test('looksTurkish tells Turkish from English', () => {
    expect(looksTurkish(draft.text)).toBe(true);
    expect(
      looksTurkish('Today is a good day for love and work, and you will find your way with the stars.'),
    ).toBe(false);
  });

  test('the fact sheet gives the model the computed sky in Turkish', () => {
    const sheet = factSheet(input);
    expect(sheet).toContain(`Ay: ${moonSign}`);
    expect(sheet).toContain('Burç: Koç');
    expect(sheet).toMatch(/Ay evresi: /);
  });
});
