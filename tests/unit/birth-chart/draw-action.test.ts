import { drawBirthChart } from '@/app/dogum-haritasi/actions';
import { EMPTY_CHART_STATE } from '@/components/birth-chart/birth-chart-tool';

/**
 * The chart page's server action, called as the form calls it: with the form's fields as FormData
 * (React's own action fields included), never with an address.
 */
function formOf(fields: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe('drawBirthChart', () => {
  it('draws the chart from the posted fields and gives the form back what the chart used', async () => {
    const state = await drawBirthChart(
      EMPTY_CHART_STATE,
      formOf([
        ['$ACTION_REF_1', ''],
        ['$ACTION_KEY', 'k123'],
        ['date', '1979-01-10'],
        ['time', '08:15'],
        ['place', 'tr-34-sisli'],
        ['placeText', 'Şişli, İstanbul'],
        ['houseSystem', 'placidus'],
      ]),
    );
    expect(state.error).toBeNull();
    expect(state.chart?.input).toMatchObject({ date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' });
    expect(state.interpretation?.bigThree.length).toBeGreaterThan(0);
    // Plain data, as React sends the state back with the next post of the form.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.key).toBe(1);
    expect(state.values).toMatchObject({ date: '1979-01-10', time: '08:15', manual: false });
    expect(state.values.place?.name).toBe('Şişli');
  });

  it('a form filled in again keeps its place id only while that place’s name stands in the field', async () => {
    const retyped = await drawBirthChart(
      EMPTY_CHART_STATE,
      formOf([
        ['date', '1979-01-10'],
        ['time', '08:15'],
        ['place', 'tr-34-sisli'],
        ['placeText', 'Kadıköy'],
      ]),
    );
    expect(retyped.error).toBeNull();
    expect(retyped.values.place?.name).toBe('Kadıköy');
  });

  it('before hydration a typed place is the search’s first answer, and a decimal comma is read as a point', async () => {
    const typed = await drawBirthChart(
      EMPTY_CHART_STATE,
      formOf([
        ['date', '1979-01-10'],
        ['time', '08:15'],
        ['placeText', 'sisli'],
      ]),
    );
    expect(typed.error).toBeNull();
    expect(typed.values.place?.id).toBe('tr-34-sisli');

    const coordinates = await drawBirthChart(
      typed,
      formOf([
        ['date', '1979-01-10'],
        ['time', '08:15'],
        ['latitude', '41,0605'],
        ['longitude', '28,9872'],
        ['timeZone', 'Europe/Istanbul'],
      ]),
    );
    expect(coordinates.error).toBeNull();
    expect(coordinates.key).toBe(2);
    expect(coordinates.values).toMatchObject({ manual: true, latitude: '41.0605', longitude: '28.9872' });
  });

  it('explains a bad birth in Turkish and keeps what was sent in the form', async () => {
    const state = await drawBirthChart(
      EMPTY_CHART_STATE,
      formOf([
        ['date', '1979-01-10'],
        ['time', '25:61'],
        ['place', 'tr-34-sisli'],
      ]),
    );
    expect(state.chart).toBeNull();
    expect(state.error).toMatch(/Doğum saati 24 saatlik düzende/);
    expect(state.values).toMatchObject({ date: '1979-01-10', time: '25:61' });

    const nowhere = await drawBirthChart(EMPTY_CHART_STATE, formOf([['date', '1979-01-10']]));
    expect(nowhere.chart).toBeNull();
    expect(nowhere.error).toEqual(expect.any(String));
  });
});
