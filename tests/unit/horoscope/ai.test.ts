import { checkPolished, factSheet, looksTurkish, polishReading, type PolishInput } from '@/lib/horoscope/ai';
import { BODY_NAMES } from '@/lib/astro/bodies';
import { eventLabel } from '@/lib/time/labels';
import { startFakeLlm } from '../../integration/horoscope/fake-llm';
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

describe('the richer facts of a period reach the model', () => {
  // A week with two ingresses and exact aspects (30 November – 6 December 2026).
  const week = periodOf('weekly', new Date('2026-12-02T09:00:00Z'));
  const weekSky = skyOfPeriod(week);
  const weekDraft = composeReading({ type: 'weekly', sign: 'boga', period: week, sky: weekSky });
  const weekInput: PolishInput = {
    type: 'weekly',
    sign: 'boga',
    period: week,
    sky: weekSky,
    draft: weekDraft,
  };
  const label = (ms: number) => eventLabel(new Date(ms));

  test('the fact sheet lists every ingress and station with its day and hour, and the signs as dated spans', () => {
    const sheet = factSheet(weekInput);
    const changes = weekSky.events.filter((e) => e.body !== 'moon');
    expect(changes.length).toBeGreaterThan(0);
    for (const e of changes) expect(sheet).toContain(`${label(Date.parse(e.at))}: ${BODY_NAMES[e.body]}`);
    for (const body of ['mercury', 'venus'] as const) {
      const spans = weekSky.course[body].signs;
      if (spans.length < 2) continue;
      expect(sheet).toContain(`${label(spans[1].from)} itibarıyla ${getSign(spans[1].sign).name}`);
    }
  });

  test('the fact sheet gives each exact aspect with its day and hour and flags one that crosses signs', () => {
    const sheet = factSheet(weekInput);
    expect(weekSky.exact.length).toBeGreaterThan(0);
    for (const a of weekSky.exact) {
      const line = sheet
        .split('\n')
        .find((l) => l.startsWith(`- ${label(a.at)}: ${BODY_NAMES[a.a]} ile ${BODY_NAMES[a.b]}`));
      expect(line).toBeDefined();
      expect(line!.includes('burç sınırını aşan')).toBe(!a.inSign);
    }
  });

  test('a day’s lunation reaches the prompt with its hour, through the local fake model', async () => {
    const fake = await startFakeLlm('polish');
    try {
      const day = periodOf('daily', new Date('2026-11-24T09:00:00Z'));
      const daySky = skyOfPeriod(day);
      const dayDraft = composeReading({ type: 'daily', sign: 'boga', period: day, sky: daySky });
      const outcome = await polishReading(
        { baseUrl: fake.baseUrl, model: 'fake', timeoutMs: 5_000 },
        { type: 'daily', sign: 'boga', period: day, sky: daySky, draft: dayDraft },
      );
      expect(outcome.ok).toBe(true);
      const prompt = fake.lastBody!.messages.find((m) => m.role === 'user')!.content;
      const full = daySky.events.find((e) => e.kind === 'full-moon')!;
      expect(prompt).toContain(`${label(Date.parse(full.at))}: dolunay ${getSign(full.sign).name} burcunda`);
      for (const a of daySky.moonContacts)
        expect(prompt).toContain(`${label(a.at)}: ${BODY_NAMES[a.a]} ile ${BODY_NAMES[a.b]}`);
      expect(prompt).toContain('Sıradaki değişimler:');
    } finally {
      await fake.close();
    }
  });

  test('a weekly answer that drops the day of an ingress is refused', () => {
    const answer = Object.fromEntries(
      weekDraft.sections.map((s) => [
        { general: 'genel', love: 'ask', work: 'kariyer', health: 'saglik', tip: 'oneri' }[s.key],
        s.text,
      ]),
    );
    expect(checkPolished(JSON.stringify(answer), weekInput).ok).toBe(true);
    const e = weekSky.events.find((x) => x.kind === 'ingress' && x.body !== 'moon')!;
    const [d, month] = eventLabel(new Date(e.at)).split(' ');
    for (const k of Object.keys(answer)) answer[k] = answer[k].split(`${d} ${month}`).join('hafta içinde');
    expect(checkPolished(JSON.stringify(answer), weekInput)).toEqual({
      ok: false,
      reason: expect.stringMatching(/yanıtta yok/),
    });
  });
});
