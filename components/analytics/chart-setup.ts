import {
  ArcElement,
  CategoryScale,
  Chart,
  Legend,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * Only the Chart.js parts the dashboard draws (line and pie; react-chartjs-2 registers the two
 * controllers itself), so the rest of the library is left out of the bundle. This module is
 * imported only by the chart components, which the dashboard loads on demand.
 */
Chart.register(CategoryScale, LinearScale, PointElement, LineElement, ArcElement, Tooltip, Legend);

Chart.defaults.color = '#cbd5e1';
Chart.defaults.borderColor = 'rgba(255, 255, 255, 0.1)';
if (typeof document !== 'undefined') {
  // The site's Inter (a generated family name), so chart text matches the page.
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
}

/** The 5-colour palette of the pie charts (readable on the night background). */
export const PIE_PALETTE = ['#f8dc8b', '#a78bfa', '#38bdf8', '#34d399', '#fb7185'] as const;
/** The slice that gathers what is beyond the first five. */
export const OTHER_COLOUR = '#64748b';
