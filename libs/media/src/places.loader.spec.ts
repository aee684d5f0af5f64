import fc from 'fast-check';
import { PlaceTable, loadPlaceTable } from './places.loader';

const geokdbush = require('geokdbush') as { around(index: unknown, lng: number, lat: number, n?: number, km?: number): number[] };

describe(loadPlaceTable.name, () => {
  let table: PlaceTable;
  beforeAll(() => {
    table = loadPlaceTable();
  }, 30_000);

  it('loads every GeoNames place with its country, region and district', () => {
    expect(table.size).toBeGreaterThan(150_000);
    const paris = table.placesNamed('PARIS').find((id) => table.countryOf(id) === 'FR');
    expect(paris).toBeDefined();
    expect(table.names[paris!]).toBe('Paris');
    expect(table.latitudes[paris!]).toBeCloseTo(48.853, 2);
    expect(table.longitudes[paris!]).toBeCloseTo(2.349, 2);
    expect(table.regionOf(paris!)).toBe('Île-de-France');
    expect(table.regionKeyOf(paris!)).toBe('FR.11');
    expect(table.districtOf(paris!)).toBe('Paris');
    expect(table.placesNamed('no such place anywhere')).toEqual([]);
  });

  it('indexes the places by position', () => {
    const [nearest] = geokdbush.around(table.index, 2.2945, 48.8584, 1);
    expect(table.names[nearest]).toBe('Paris 16 Passy');
  });

  it('knows the open sea has no place near', () => {
    expect(table.mayHavePlaceWithin(30, -40, 200)).toBe(false);
    expect(table.mayHavePlaceWithin(48.8584, 2.2945, 25)).toBe(true);
  });

  it('never says "no place near" where geokdbush finds one (occupancy grid is conservative)', () => {
    const position = fc.tuple(fc.double({ min: -89.9, max: 89.9, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }));
    const km = fc.constantFrom(25, 200, 500);
    fc.assert(
      fc.property(position, km, ([lat, lng], radius) => {
        const found = geokdbush.around(table.index, lng, lat, 1, radius).length > 0;
        if (found) expect(table.mayHavePlaceWithin(lat, lng, radius)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
