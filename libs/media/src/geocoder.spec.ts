import { CITY_RADIUS_KM, COUNTRY_RADIUS_KM, preloadGeocoder, reverseGeocode } from './geocoder';

describe(reverseGeocode.name, () => {
  let built: { places: number; buildMs: number };
  beforeAll(() => {
    built = preloadGeocoder(); // ~1 s: parses the 17 MB GeoNames file once
  }, 30_000);

  it('builds the index once per process from the shipped GeoNames data', () => {
    expect(built.places).toBeGreaterThan(150_000);
    expect(preloadGeocoder()).toEqual(built);
  });

  it.each<[string, number, number, string, string | null, string, string]>([
    ['the Eiffel Tower', 48.8584, 2.2945, 'Paris', 'Île-de-France', 'France', 'Paris, Île-de-France, France'],
    ['the Sydney Opera House', -33.8568, 151.2153, 'Sydney', 'New South Wales', 'Australia', 'Sydney, New South Wales, Australia'],
    ['the Statue of Liberty', 40.6892, -74.0445, 'Battery Park City', 'New York', 'United States', 'Battery Park City, New York, United States'],
    ['Tokyo Station', 35.6812, 139.7671, 'Hatchōbori', 'Tokyo', 'Japan', 'Hatchōbori, Tokyo, Japan'],
    ['central Tokyo (a city named like its region)', 35.6895, 139.6917, 'Tokyo', 'Tokyo', 'Japan', 'Tokyo, Japan'],
    ['Copacabana, Rio de Janeiro', -22.9711, -43.1822, 'Rio de Janeiro', 'Rio de Janeiro', 'Brazil', 'Rio de Janeiro, Brazil'],
    ['Reykjavík harbour', 64.1466, -21.9426, 'Reykjavík', 'Capital Region', 'Iceland', 'Reykjavík, Capital Region, Iceland'],
    ['where the second iPhone fixture was taken', 37.8146667, -122.2641667, 'Oakland', 'California', 'United States', 'Oakland, California, United States'],
    ['Singapore (no region in the data)', 1.2868, 103.8545, 'Singapore', null, 'Singapore', 'Singapore'],
  ])('names %s', (_place, lat, lng, city, region, country, displayLocation) => {
    expect(reverseGeocode(lat, lng)).toEqual({ city, region, country, displayLocation });
  });

  it(`answers the country alone more than ${CITY_RADIUS_KM} km from any place but within ${COUNTRY_RADIUS_KM} km`, () => {
    expect(reverseGeocode(50.5, -0.5)).toEqual({ city: null, region: null, country: 'United Kingdom', displayLocation: 'United Kingdom' });
    expect(reverseGeocode(43.5, -87.0)).toMatchObject({ city: null, country: 'United States' }); // Lake Michigan
  });

  it('finds places across the date line', () => {
    expect(reverseGeocode(-16.8, 179.99)?.country).toBe('Fiji');
    expect(reverseGeocode(-16.8, -179.99)?.country).toBe('Fiji');
    expect(reverseGeocode(65.5, -179.5)?.country).toBe('Russia');
  });

  it('answers null on the open sea and at the poles', () => {
    expect(reverseGeocode(30, -40)).toBeNull(); // mid-Atlantic
    expect(reverseGeocode(0, -140)).toBeNull(); // mid-Pacific
    expect(reverseGeocode(-90, 0)).toBeNull();
    expect(reverseGeocode(90, 0)).toBeNull();
  });

  it('answers null for positions that are not positions', () => {
    for (const [lat, lng] of [[NaN, 2], [48, Infinity], [91, 0], [0, 181], [-90.5, 10]]) {
      expect(reverseGeocode(lat, lng)).toBeNull();
    }
  });
});
