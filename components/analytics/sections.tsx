import type { ReactNode } from 'react';
import type {
  BotTraffic,
  DailyStats,
  GeographicStats,
  HourlyStats,
  PerformanceMetrics,
  PopularPages,
} from '@/lib/api/analytics';
import { cardClasses } from '@/components/ui/card';
import { HourlyChart, PieChart } from './chart-frame';
import { botLabel, formatCount, formatHour, formatMs, formatPercent1, formatPercent2 } from './format';

export function Panel({
  id,
  title,
  description,
  children,
  className = '',
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cardClasses({ padding: 'md', className: `min-w-0 ${className}` })}
    >
      <h2 id={id} className="font-display text-xl font-semibold text-white">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-300">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function SummaryCards({ daily }: { daily: DailyStats }) {
  const cards = [
    { label: 'Toplam İstek', value: formatCount(daily.totalRequests), hint: 'Botlar dahil bütün istekler' },
    {
      label: 'Benzersiz Ziyaretçi',
      value: formatCount(daily.uniqueVisitors),
      hint: 'Botlar hariç, çerezsiz sayım',
    },
    {
      label: 'Ort. Yanıt Süresi',
      value: formatMs(daily.avgResponseTime),
      hint: 'İsteğin gelişinden yanıtın bitişine',
    },
    {
      label: 'Başarı Oranı',
      value: formatPercent1(daily.successRate),
      hint: 'Durum kodu 400’ün altında olanlar',
    },
  ];
  return (
    <ul aria-label="Günün özeti" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((c) => (
        <li key={c.label} className={cardClasses({ padding: 'none', className: 'p-4 sm:p-5' })}>
          <p className="text-sm font-medium text-slate-300">{c.label}</p>
          <p className="mt-2 font-display text-2xl font-semibold tabular-nums text-white sm:text-3xl">
            {c.value}
          </p>
          <p className="mt-1 text-xs text-slate-400">{c.hint}</p>
        </li>
      ))}
    </ul>
  );
}

export function HourlyTraffic({ rows }: { rows: HourlyStats }) {
  return (
    <Panel
      id="saatlik-trafik"
      title="Saatlik Trafik"
      description="İstekler ve benzersiz ziyaretçiler, İstanbul saatiyle"
    >
      <HourlyChart rows={rows} />
      <table className="sr-only">
        <caption>Saatlere göre istekler ve benzersiz ziyaretçiler</caption>
        <thead>
          <tr>
            <th scope="col">Saat</th>
            <th scope="col">İstekler</th>
            <th scope="col">Benzersiz ziyaretçiler</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.hour}>
              <th scope="row">{formatHour(r.hour)}</th>
              <td>{formatCount(r.requests)}</td>
              <td>{formatCount(r.uniqueVisitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

export function Countries({ rows }: { rows: GeographicStats }) {
  const top = rows.slice(0, 5);
  return (
    <Panel id="ulkeler" title="Ülkelere Göre İstekler" description="En çok istek gelen 5 ülke">
      {top.length === 0 ? (
        <p className="text-slate-300">Bugün henüz kayıt yok.</p>
      ) : (
        <>
          <PieChart
            slices={top.map((r) => ({ label: r.country, value: r.requests }))}
            summary={`Ülkelere göre istekler pasta grafiği: ${top
              .map((r) => `${r.country} ${formatCount(r.requests)}`)
              .join(', ')}.`}
          />
          <ol className="mt-5 space-y-2 text-sm">
            {top.map((r) => (
              <li
                key={r.code}
                className="flex items-baseline justify-between gap-3 border-b border-white/5 pb-2"
              >
                <span className="text-slate-100">{r.country}</span>
                <span className="tabular-nums text-slate-300">{formatCount(r.requests)} istek</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="mt-5 text-xs text-slate-400">
        Ülke bilgisi:{' '}
        <a href="https://db-ip.com/" className="underline underline-offset-2 hover:text-slate-200">
          IP Geolocation by DB-IP
        </a>{' '}
        (CC BY 4.0). IP adresleri saklanmaz.
      </p>
    </Panel>
  );
}

export function PopularPagesTable({ rows }: { rows: PopularPages }) {
  return (
    <Panel
      id="populer-sayfalar"
      title="Popüler Sayfalar"
      description="API istekleri hariç, en çok istenen 10 adres"
    >
      <div
        role="region"
        aria-label="Popüler sayfalar tablosu (yana kaydırılabilir)"
        tabIndex={0}
        className="-mx-1 overflow-x-auto px-1"
      >
        <table className="w-full min-w-[18rem] text-left text-sm">
          <thead>
            <tr className="border-b border-white/10 text-slate-300">
              <th scope="col" className="py-2 pr-3 align-bottom font-medium">
                Sayfa
              </th>
              <th scope="col" className="py-2 pr-3 text-right align-bottom font-medium">
                İstek Sayısı
              </th>
              <th scope="col" className="py-2 pr-3 text-right align-bottom font-medium">
                Benzersiz Ziyaretçi
              </th>
              <th scope="col" className="py-2 text-right align-bottom font-medium">
                Ort. Yanıt Süresi
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="py-4 text-slate-300">
                  Bugün henüz sayfa isteği yok.
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.url} className="border-b border-white/5">
                  <th
                    scope="row"
                    className="max-w-[18rem] break-words py-2 pr-3 font-mono text-[0.8rem] font-normal text-slate-100"
                  >
                    {r.url}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.requests)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.uniqueVisitors)}</td>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">
                    {formatMs(r.avgResponseTime)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

export function Performance({ metrics }: { metrics: PerformanceMetrics }) {
  const figures = [
    { label: 'Ortalama yanıt süresi', value: formatMs(metrics.avgResponseTime) },
    { label: 'Hata oranı', value: formatPercent2(metrics.errorRate) },
    { label: 'Toplam istek', value: formatCount(metrics.totalRequests) },
  ];
  return (
    <Panel id="performans" title="Performans Metrikleri" description="Hata: durum kodu 400 ve üstü">
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-white/5 p-4">
            <dt className="text-sm text-slate-300">{f.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-white">{f.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function Bots({ rows }: { rows: BotTraffic }) {
  const top = rows.slice(0, 5).map((r) => ({ label: botLabel(r.botType), value: r.count }));
  const rest = rows.slice(5).reduce((sum, r) => sum + r.count, 0);
  const slices = rest > 0 ? [...top, { label: 'Diğer botlar', value: rest }] : top;
  return (
    <Panel
      id="bot-trafigi"
      title="Bot Trafiği"
      description="Arama motorları, bağlantı önizlemeleri ve diğer otomatik istekler"
    >
      <div className="grid gap-6 md:grid-cols-2 md:items-center">
        <ol className="space-y-2 text-sm">
          {rows.map((r) => (
            <li
              key={r.botType ?? ''}
              className="flex items-baseline justify-between gap-3 border-b border-white/5 pb-2"
            >
              <span className="text-slate-100">{botLabel(r.botType)}</span>
              <span className="tabular-nums text-slate-300">{formatCount(r.count)} istek</span>
            </li>
          ))}
        </ol>
        <PieChart
          slices={slices}
          summary={`Bot trafiği pasta grafiği: ${slices.map((s) => `${s.label} ${formatCount(s.value)}`).join(', ')}.`}
        />
      </div>
    </Panel>
  );
}
