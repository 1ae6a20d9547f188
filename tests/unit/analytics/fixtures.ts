import type { AnalyticsEvent } from '@/lib/analytics/event';

/** A recorded request with sensible defaults; visitor ids are padded to the real hash width. */
export function event(overrides: Partial<AnalyticsEvent> & { visitor?: string } = {}): AnalyticsEvent {
  return {
    at: Date.parse('2025-03-21T09:00:00Z'),
    day: '2025-03-21',
    hour: 12,
    path: '/',
    method: 'GET',
    status: 200,
    durationUs: 1_000,
    country: 'TR',
    bot: false,
    botName: null,
    ...overrides,
    visitor: (overrides.visitor ?? 'v1').padEnd(22, '_'),
  };
}
