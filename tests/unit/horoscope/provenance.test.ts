import { COMPOSED_LABEL, isAiPolished, provenanceLabel } from '@/lib/horoscope/provenance';

describe('the label says what made the reading', () => {
  test('a composed reading: written automatically from the real sky, no word of AI', () => {
    expect(provenanceLabel('composer')).toBe(
      'Bu yorum, dönemin gerçek gökyüzü hesaplanarak otomatik olarak yazıldı.',
    );
    expect(provenanceLabel('composer')).not.toMatch(/yapay|zekâ|model/i);
    expect(isAiPolished('composer')).toBe(false);
  });

  test('a reading a model polished: "yapay zekâ desteğiyle" and the model', () => {
    for (const model of ['gpt-4o-mini', 'llama3.1:8b']) {
      expect(isAiPolished(model)).toBe(true);
      const label = provenanceLabel(model);
      expect(label).toContain('yapay zekâ desteğiyle');
      expect(label).toContain(`dil modeli: ${model}`);
      expect(label).not.toBe(COMPOSED_LABEL);
    }
  });

  test('an empty source is not taken for a model', () => {
    expect(provenanceLabel('')).toBe(COMPOSED_LABEL);
  });
});
