import dynamic from 'next/dynamic';

/** Placeholder of the charts' own height while Chart.js loads, so nothing jumps. */
function ChartPlaceholder({ height }: { height: string }) {
  return <div className={`${height} w-full animate-pulse rounded-xl bg-white/5`} aria-hidden="true" />;
}

// Chart.js is fetched only when the dashboard has data to draw: no other page, and not even
// this page's first load, carries it.
export const HourlyChart = dynamic(() => import('./hourly-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder height="h-72" />,
});

export const PieChart = dynamic(() => import('./pie-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder height="h-64" />,
});
