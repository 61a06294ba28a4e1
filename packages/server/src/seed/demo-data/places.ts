/** The demo's places, inserted in this order (seed/demo-content.ts), each with a generated picture. */
export type PlaceKey =
  | 'taipei'
  | 'tainan'
  | 'jakarta'
  | 'yogyakarta'
  | 'london'
  | 'newyork'
  | 'shanghai'
  | 'beijing'
  | 'singapore'
  | 'tokyo'
  | 'paris'
  | 'melbourne';

export const PLACES: Record<
  PlaceKey,
  { countryCode: string; country: string; state: string; city: string; name: string; featured: boolean }
> = {
  taipei: {
    countryCode: 'tw',
    country: 'Taiwan',
    state: 'Taipei',
    city: 'Taipei',
    name: 'Taipei, Taiwan',
    featured: true,
  },
  tainan: {
    countryCode: 'tw',
    country: 'Taiwan',
    state: 'Tainan',
    city: 'Tainan',
    name: 'Tainan, Taiwan',
    featured: false,
  },
  jakarta: {
    countryCode: 'id',
    country: 'Indonesia',
    state: 'Jakarta',
    city: 'Jakarta',
    name: 'Jakarta, Indonesia',
    featured: true,
  },
  yogyakarta: {
    countryCode: 'id',
    country: 'Indonesia',
    state: 'Yogyakarta',
    city: 'Yogyakarta',
    name: 'Yogyakarta, Indonesia',
    featured: false,
  },
  london: {
    countryCode: 'gb',
    country: 'United Kingdom',
    state: 'England',
    city: 'London',
    name: 'London, United Kingdom',
    featured: true,
  },
  newyork: {
    countryCode: 'us',
    country: 'United States',
    state: 'New York',
    city: 'New York',
    name: 'New York, United States',
    featured: true,
  },
  shanghai: {
    countryCode: 'cn',
    country: 'China',
    state: 'Shanghai',
    city: 'Shanghai',
    name: 'Shanghai, China',
    featured: true,
  },
  beijing: {
    countryCode: 'cn',
    country: 'China',
    state: 'Beijing',
    city: 'Beijing',
    name: 'Beijing, China',
    featured: false,
  },
  singapore: {
    countryCode: 'sg',
    country: 'Singapore',
    state: '',
    city: 'Singapore',
    name: 'Singapore',
    featured: true,
  },
  tokyo: {
    countryCode: 'jp',
    country: 'Japan',
    state: 'Tokyo',
    city: 'Tokyo',
    name: 'Tokyo, Japan',
    featured: true,
  },
  paris: {
    countryCode: 'fr',
    country: 'France',
    state: 'Île-de-France',
    city: 'Paris',
    name: 'Paris, France',
    featured: false,
  },
  melbourne: {
    countryCode: 'au',
    country: 'Australia',
    state: 'Victoria',
    city: 'Melbourne',
    name: 'Melbourne, Australia',
    featured: false,
  },
};
