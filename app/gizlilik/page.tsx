import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Gizlilik Bildirimi',
  description:
    'Yıldız Rehberi çerez kullanmaz ve IP adresinizi saklamaz. Site istatistikleri için neyin, ne kadar süreyle kaydedildiğini açıklıyoruz.',
  path: '/gizlilik',
});

export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd data={breadcrumbJsonLd(env().SITE_URL, [{ name: 'Gizlilik Bildirimi', path: '/gizlilik' }])} />
      <PageHeader title="Gizlilik Bildirimi" />
      <div className="mt-8 space-y-6 leading-relaxed text-slate-200 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-white">
        <p>
          Yıldız Rehberi’nde üyelik yoktur, oturum açılmaz. Sitenin nasıl kullanıldığını anlamak için
          tuttuğumuz istatistikleri, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) ve AB’nin
          GDPR’ının ruhuna uygun biçimde, sizi tanımadan ve izlemeden tutuyoruz.
        </p>
        <h2>Çerez yok</h2>
        <p>
          Site hiçbir çerez yerleştirmez. Seçtiğiniz burç yalnızca kendi tarayıcınızda,{' '}
          <code>localStorage</code> içinde <code>selectedZodiacSign</code> anahtarıyla durur; sunucuya
          gönderilmez ve istediğiniz an “Burç Seçin” seçeneğiyle silebilirsiniz.
        </p>
        <h2>IP adresiniz saklanmaz</h2>
        <p>
          Her isteğin IP adresi, yalnızca o istek sürerken iki iş için kullanılır: hangi ülkeden geldiğini
          çevrimdışı bir veritabanından bulmak ve günlük ziyaretçi sayısını hesaplamak. Ziyaretçi sayısı için
          IP adresi ve tarayıcı bilgisi, her gece İstanbul saatiyle yarısında yenilenen rastgele bir tuzla
          birlikte tek yönlü olarak özetlenir (hash). Sitenin bütün sunucuları aynı günlük tuzu kullanır; tuz
          yalnızca sitenin kendi veritabanında durur ve ertesi günün sonunda silinir. Ondan sonra o günün
          özetlerini kimse, biz de, bir kişiyle eşleştiremez. IP adresi ne veritabanına ne de kayıt
          dosyalarına yazılır.
        </p>
        <h2>Ne kaydediyoruz?</h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>İstenen sayfanın yolu (sorgu dizesi olmadan), istek yöntemi ve yanıt kodu,</li>
          <li>yanıtın kaç milisaniyede hazırlandığı,</li>
          <li>isteğin geldiği gün ve saat (İstanbul saatiyle),</li>
          <li>ülke kodu (örneğin TR) ve yukarıda anlatılan günlük ziyaretçi özeti,</li>
          <li>istek bir arama motoru botundan geliyorsa botun adı.</li>
        </ul>
        <p>
          Ham kayıtlar en fazla 90 gün tutulur ve sonra silinir; günlük toplamlar (istek sayısı, ortalama süre
          gibi) kimseyle ilişkilendirilemeyen sayılardır. Bu verileri satmıyor, paylaşmıyor, reklam için
          kullanmıyoruz.
        </p>
        <h2>Üçüncü taraflar</h2>
        <p>
          Sitede dışarıdan yüklenen yazı tipi, betik, reklam ya da takip kodu yoktur; her şey bu sunucudan
          gelir. Ülke bilgisi DB-IP’nin (CC BY 4.0) sunucuda duran veritabanından okunur; bunun için kimseye
          istek gönderilmez.
        </p>
        <h2>Burç yorumları nasıl yazılıyor?</h2>
        <p>
          Her yorum, o günün, haftanın, ayın ya da yılın gerçek gezegen konumları hesaplanarak bir program
          tarafından otomatik olarak yazılır; bunun için sizden hiçbir bilgi alınmaz. Sunucuya bir dil modeli
          (yapay zekâ) bağlandığında, model yalnızca bu hazır metni ve hesaplanan gökyüzünü görür, metni
          düzeltir; model yanıt vermezse otomatik metin olduğu gibi kullanılır. Hangi yolla yazıldığı her
          yorumun altında belirtilir: &ldquo;otomatik olarak yazıldı&rdquo; ya da &ldquo;yapay zekâ
          desteğiyle son hâline getirildi&rdquo; ve modelin adı. Dil modeline sizinle ilgili hiçbir bilgi
          gönderilmez.
        </p>
      </div>
    </article>
  );
}
