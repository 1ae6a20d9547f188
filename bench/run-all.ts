/**
 * Runs every benchmark in bench/ one after another (each starts its own production server,
 * so they never compete with each other) and writes BENCHMARKS.md with the figures, the
 * goals beside them, and the machine they ran on.
 * Usage: npm run bench      (needs a current build: `npm run build`)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { machineLine } from './lib';

interface Section {
  title: string;
  script: string;
  goal: string;
  args?: string[];
}

const SECTIONS: Section[] = [
  {
    title: 'Burç yorumu API’si: Next’in tabanına ve çıplak node:http’ye karşı',
    script: 'horoscope-api.ts',
    goal: 'yorum API’si, aynı sunucudaki /api/health’in en az 0,8 katı istek/saniye',
  },
  {
    title: 'Sayfalar: dinamik sayfalar, önceden oluşturulmuş /gizlilik’e karşı',
    script: 'pages.ts',
    goal: '/daily/{burç}, aynı sunucudaki /gizlilik’in en az 0,8 katı istek/saniye; diğer dinamik sayfalar oranlarıyla listelenir',
  },
  {
    title: 'Gökyüzü haritası: soğuk ve önbellekten',
    script: 'sky-map.ts',
    goal: 'soğuk çizim (10 farklı tarihin medyanı) 250 ms altında, önbellekten yanıt 5 ms altında',
  },
  {
    title: 'Gökyüzü takvimi: bir yılın soğuk hesabı',
    script: 'sky-calendar.ts',
    goal: 'bir yılın olayları (yeni ay/dolunay, tutulmalar, burç değişimleri, retrolar ve gölgeleri) soğuk 3 s altında; önbellekten 1 ms altında',
  },
  {
    title: 'Doğum haritası: soğuk ve sıcak hesap, yer arama',
    script: 'birth-chart.ts',
    goal: 'sıcak harita 20 ms altında, yer arama 2 ms altında',
  },
  {
    title: 'Analitik: kayıt yükü ve 1.000.000 olayda raporlar',
    script: 'analytics.ts',
    goal: 'kayıt açıkken istek/saniye, kapalıyken olanın en az %90’ı; altı rapor birlikte 100 ms altında (SQLite)',
  },
  {
    title: 'Küme: nginx arkasında bir, iki ve üç sunucu (PostgreSQL)',
    script: 'cluster.ts',
    goal: 'nginx üzerinden hata yok; analytics sayıları gönderilen isteklerle ve ziyaretçilerle tam tutar; istek/saniye, her sunucuya bir çekirdek düşen makinede sunucu sayısıyla artar',
  },
  {
    title: 'Karışık yük: 50, 200 ve 500 eşzamanlı bağlantı, 60 saniye',
    script: 'load.ts',
    args: ['--duration', '60'],
    goal: '200 bağlantıda zaman aşımı ve bağlantı hatası yok; 500 bağlantıda her istek 5 s içinde yanıtlanır ya da hızlı 503 alır; bellek yükten sonra başlangıcın %20 yakınına döner',
  },
  {
    title: 'İlk yükleme JavaScript’i (gzip)',
    script: 'first-load-js.ts',
    goal: 'aynı koşuda derlenen boş bir Next uygulamasına göre durağan sayfalar en çok 5 kB, etkileşimli sayfalar en çok 15 kB fazla (gzip)',
  },
  {
    title: 'Lighthouse (mobil)',
    script: 'lighthouse.ts',
    goal: 'her herkese açık yolda, yol başına üç koşunun medyanıyla: erişilebilirlik, en iyi uygulamalar ve SEO 100; performans en az 95; LCP en çok 2,0 s',
  },
];

function run(section: Section): string {
  const started = Date.now();
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, section.script), ...(section.args ?? [])],
      {
        cwd: path.join(__dirname, '..'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    process.stdout.write(out);
    return `${out.trim()}\n\n_(${((Date.now() - started) / 1000).toFixed(0)} s sürdü)_`;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${section.script} başarısız: ${message}`);
    return `**Çalıştırılamadı:** ${message.split('\n')[0]}`;
  }
}

function main() {
  const only = process.argv.slice(2);
  const chosen = only.length ? SECTIONS.filter((s) => only.some((o) => s.script.startsWith(o))) : SECTIONS;
  const file = path.join(__dirname, '..', 'BENCHMARKS.md');
  // A partial run (`npm run bench -- lighthouse`) replaces only its own sections of the report.
  const previous = only.length && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const kept = new Map(
    previous
      .split(/\n(?=## )/)
      .slice(1)
      .map((block) => [block.slice(3, block.indexOf('\n')), block.trimEnd()] as const),
  );
  // A partial run keeps the full run's date and says which sections it measured again, and when.
  const fullRunDate = previous.match(/^Tarih: (\d{4}-\d\d-\d\dT[\d:.]+Z)/m)?.[1];
  const date =
    fullRunDate && chosen.length < SECTIONS.length
      ? `${fullRunDate}; yeniden ölçülen: ${chosen.map((s) => s.title).join(', ')} (${new Date().toISOString()})`
      : new Date().toISOString();
  const parts = [
    '# Benchmarks',
    '',
    `Ölçüldüğü makine: ${machineLine()}.`,
    `Tarih: ${date}. Komut: \`npm run bench\` (tek bölüm için \`npm run bench -- <betik-adı>\`).`,
    '',
    'Bu makineler paylaşımlı ve gürültülü: karşılaştırmalar aynı koşuda, sırayla dönüşümlü ölçülür; medyanlar ve oranlar mutlak sürelerden daha anlamlıdır.',
    '',
  ];
  for (const section of SECTIONS) {
    if (chosen.includes(section)) {
      console.log(`\n== ${section.title}`);
      parts.push(`## ${section.title}`, '', `Hedef: ${section.goal}.`, '', run(section), '');
    } else if (kept.has(section.title)) {
      parts.push(kept.get(section.title)!, '');
    }
  }
  fs.writeFileSync(file, parts.join('\n'));
  console.log('\nBENCHMARKS.md yazıldı.');
}

main();
