'use client';

import { Line } from 'react-chartjs-2';
import type { HourlyStats } from '@/lib/api/analytics';
import { PIE_PALETTE } from './chart-setup';
import { formatCount, formatHour } from './format';

/** Requests and unique visitors per Istanbul hour, 00:00 to 23:00. */
export default function HourlyChart({ rows }: { rows: HourlyStats }) {
  const busiest = rows.reduce((best, r) => (r.requests > best.requests ? r : best), rows[0]);
  const label =
    busiest.requests > 0
      ? `Saatlik trafik çizgi grafiği: en yoğun saat ${formatHour(busiest.hour)}, ${formatCount(busiest.requests)} istek. Ayrıntılar aşağıdaki tabloda.`
      : 'Saatlik trafik çizgi grafiği: bugün henüz istek yok.';
  return (
    <div className="relative h-72 w-full">
      <Line
        role="img"
        aria-label={label}
        data={{
          labels: rows.map((r) => formatHour(r.hour)),
          datasets: [
            {
              label: 'İstekler',
              data: rows.map((r) => r.requests),
              borderColor: PIE_PALETTE[0],
              backgroundColor: PIE_PALETTE[0],
              cubicInterpolationMode: 'monotone',
              pointRadius: 2,
            },
            {
              label: 'Benzersiz ziyaretçiler',
              data: rows.map((r) => r.uniqueVisitors),
              borderColor: PIE_PALETTE[2],
              backgroundColor: PIE_PALETTE[2],
              cubicInterpolationMode: 'monotone',
              pointRadius: 2,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          locale: 'tr-TR',
          scales: {
            x: { ticks: { maxRotation: 0, autoSkipPadding: 12 }, grid: { color: 'rgba(255,255,255,0.05)' } },
            y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: 'rgba(255,255,255,0.08)' } },
          },
          plugins: { legend: { labels: { boxWidth: 12, color: '#e2e8f0' } } },
        }}
      />
    </div>
  );
}
