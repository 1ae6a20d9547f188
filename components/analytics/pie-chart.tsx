'use client';

import { Pie } from 'react-chartjs-2';
import { OTHER_COLOUR, PIE_PALETTE } from './chart-setup';
import { formatCount } from './format';

export interface PieSlice {
  label: string;
  value: number;
}

/** A pie of at most five slices in the site palette (a sixth, grey, for "the rest" when given). */
export default function PieChart({ slices, summary }: { slices: PieSlice[]; summary: string }) {
  return (
    <div className="relative mx-auto h-64 w-full max-w-sm">
      <Pie
        role="img"
        aria-label={summary}
        data={{
          labels: slices.map((s) => s.label),
          datasets: [
            {
              data: slices.map((s) => s.value),
              backgroundColor: slices.map((_, i) => PIE_PALETTE[i] ?? OTHER_COLOUR),
              borderColor: '#0c1130',
              borderWidth: 2,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          locale: 'tr-TR',
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12, color: '#e2e8f0' } },
            tooltip: { callbacks: { label: (item) => ` ${item.label}: ${formatCount(Number(item.raw))}` } },
          },
        }}
      />
    </div>
  );
}
