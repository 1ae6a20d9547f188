import { compareBirths } from '@/app/iliski-haritasi/actions';
import { EMPTY_SYNASTRY_STATE } from '@/components/synastry/form-state';
import { parseSynastryQuery } from '@/lib/api/synastry';
import { synastryData } from '@/lib/api/synastry-answer';
import { istanbulDay } from '@/lib/time/zone';

/**
 * The synastry page's server action, called as the form calls it: the fields as FormData (React's
 * own action fields included), never with an address. Its answer must be the API's for the same
 * births, and its messages the API's (naming the person and the field).
 */
function formOf(fields: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const REACT_FIELDS: Array<[string, string]> = [
  ['$ACTION_REF_1', ''],
  ['$ACTION_1:0', '{"id":"x","bound":"$@1"}'],
  ['$ACTION_KEY', 'k123'],
];

describe('compareBirths', () => {
  it('answers exactly what /api/synastry answers for the same births, as plain data', async () => {
    const state = await compareBirths(
      EMPTY_SYNASTRY_STATE,
      formOf([
        ...REACT_FIELDS,
        ['a.date', '1983-09-22'],
        ['a.time', '05:47'],
        ['a.place', 'tr-26'],
        ['a.placeText', 'Eskişehir, Türkiye'],
        ['b.date', '1987-02-11'],
        ['b.time', ''],
        ['b.place', 'tr-34-kadikoy'],
        ['b.placeText', 'Kadıköy, İstanbul'],
      ]),
    );
    expect(state.error).toBeNull();
    const api = synastryData(
      parseSynastryQuery(
        new URLSearchParams(
          'a.date=1983-09-22&a.time=05:47&a.place=tr-26&b.date=1987-02-11&b.place=tr-34-kadikoy',
        ),
        istanbulDay(),
      ),
    );
    expect(state.data).toEqual(api);
    expect(state.data?.overlays).toBeNull();
    // Plain data: React sends the state back with the next form posted before hydration.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.key).toBe(1);
    expect(state.values.a).toMatchObject({ date: '1983-09-22', time: '05:47', manual: false });
    expect(state.values.a.place?.id).toBe('tr-26');
    expect(state.values.b).toMatchObject({ date: '1987-02-11', time: '' });
    expect(state.values.b.place?.name).toBe('Kadıköy');
  });

  it('before hydration a typed place is the search’s first answer; coordinates take a decimal comma', async () => {
    const state = await compareBirths(
      EMPTY_SYNASTRY_STATE,
      formOf([
        ['a.date', '1983-09-22'],
        ['a.time', '05:47'],
        ['a.placeText', 'eskisehir'],
        ['b.date', '1987-02-11'],
        ['b.time', '19:30'],
        ['b.latitude', '41,0605'],
        ['b.longitude', '28,9872'],
        ['b.timeZone', 'Europe/Istanbul'],
      ]),
    );
    expect(state.error).toBeNull();
    expect(state.values.a.place?.id).toBe('tr-26');
    expect(state.data?.a.input).toMatchObject({ place: 'tr-26' });
    expect(state.values.b).toMatchObject({ manual: true, latitude: '41.0605', longitude: '28.9872' });
    expect(state.data?.b.input).toMatchObject({ latitude: 41.0605, longitude: 28.9872 });
    expect(state.data?.overlays?.length).toBeGreaterThan(0);
  });

  it('a place typed over a refilled one is searched anew; one that finds nothing is said so', async () => {
    const changed = await compareBirths(
      EMPTY_SYNASTRY_STATE,
      formOf([
        ['a.date', '1983-09-22'],
        // The form filled in again still carries Eskişehir's id; the visitor typed Kadıköy.
        ['a.place', 'tr-26'],
        ['a.placeText', 'kadikoy'],
        ['b.date', '1987-02-11'],
        ['b.placeText', 'ankara'],
      ]),
    );
    expect(changed.error).toBeNull();
    expect(changed.values.a.place?.name).toBe('Kadıköy');

    const nowhere = await compareBirths(
      changed,
      formOf([
        ['a.date', '1983-09-22'],
        ['a.placeText', 'ankara'],
        ['b.date', '1987-02-11'],
        ['b.place', 'tr-06'],
        ['b.placeText', 'Qxzzyq'],
      ]),
    );
    expect(nowhere.key).toBe(2);
    expect(nowhere.data).toBeNull();
    expect(nowhere.error).toBe(
      'İkinci kişinin doğum yeri bulunamadı: “Qxzzyq” adında bir ilçe, il ya da şehir yok. Başka bir yazımla deneyin.',
    );
    expect(nowhere.values.b.place).toBeNull();

    const empty = await compareBirths(
      EMPTY_SYNASTRY_STATE,
      formOf([
        ['a.date', '1983-09-22'],
        ['a.placeText', ''],
        ['b.date', '1987-02-11'],
        ['b.placeText', 'ankara'],
      ]),
    );
    expect(empty.error).toBe('Birinci kişinin doğum yerini yazın: ilçe, il ya da şehir adı, örneğin Şişli.');
  });

  it('a bad field gives the API’s Turkish message, naming the person, and the form back as sent', async () => {
    const state = await compareBirths(
      EMPTY_SYNASTRY_STATE,
      formOf([
        ['a.date', '1983-09-22'],
        ['a.placeText', 'eskisehir'],
        ['b.date', '1899-12-31'],
        ['b.time', '19:30'],
        ['b.placeText', 'ankara'],
      ]),
    );
    expect(state.data).toBeNull();
    expect(state.error).toBe(
      'İkinci kişinin doğum tarihi 1 Ocak 1900 ya da sonrası olmalı: doğum haritası daha öncesi için hesaplanamaz.',
    );
    expect(state.values.b).toMatchObject({ date: '1899-12-31', time: '19:30' });
    expect(state.values.b.place?.name).toBe('Ankara');

    const time = await compareBirths(
      EMPTY_SYNASTRY_STATE,
      formOf([
        ['a.date', '1983-09-22'],
        ['a.time', '25:00'],
        ['a.place', 'tr-26'],
        ['b.date', '1987-02-11'],
        ['b.place', 'tr-06'],
      ]),
    );
    expect(time.error).toMatch(/^Birinci kişinin doğum saati /);
  });
});
