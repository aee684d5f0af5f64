import { KdIndex, PlaceTable, loadPlaceTable } from './places.loader';

/** A place is named when one lies within this distance of the photo. */
export const CITY_RADIUS_KM = 25;
/** Beyond that, the country of the nearest place within this distance (a coast, a desert, a lake) is named. */
export const COUNTRY_RADIUS_KM = 200;

export interface GeocodedPlace {
  /** Null when only the country is known. */
  city: string | null;
  region: string | null;
  country: string;
  /** 'City, Region, Country', leaving out a part that is unknown or repeats an earlier one ('Tokyo, Japan'). */
  displayLocation: string;
}

interface GeoKdBush {
  around(index: KdIndex, lng: number, lat: number, maxResults?: number, maxDistanceKm?: number): number[];
  distance(lng1: number, lat1: number, lng2: number, lat2: number): number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const geokdbush = require('geokdbush') as GeoKdBush;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

let table: PlaceTable | null = null;
let buildMs = 0;

function places(): PlaceTable {
  if (!table) {
    const started = performance.now();
    table = loadPlaceTable();
    buildMs = performance.now() - started;
  }
  return table;
}

/** Builds the index now (it is otherwise built by the first lookup): call it when a worker starts. */
export function preloadGeocoder(): { places: number; buildMs: number } {
  const { size } = places();
  return { places: size, buildMs: Math.round(buildMs) };
}

/**
 * Offline reverse geocoding: the nearest GeoNames place within 25 km, named with its region and country
 * ('Paris, Île-de-France, France'); else the country of the nearest place within 200 km ('France'); else null
 * (open sea, or a position that is not a position).
 *
 * The data has no population, so the nearest place is often a neighbourhood. Two rules name the town instead when
 * the data says which town a neighbourhood belongs to: a place within 25 km whose name starts the nearest one's
 * ("Paris" for "Paris 16 Passy"), or one named like the nearest one's district ("Sydney" for The Rocks, whose
 * admin2 is the City of Sydney; "Rio de Janeiro" for Copacabana), in the same region.
 */
export function reverseGeocode(latitude: number, longitude: number): GeocodedPlace | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return null;
  }
  const data = places();
  if (!data.mayHavePlaceWithin(latitude, longitude, COUNTRY_RADIUS_KM)) return null;
  const [nearest] = geokdbush.around(data.index, longitude, latitude, 1, COUNTRY_RADIUS_KM);
  if (nearest === undefined) return null;
  const distance = geokdbush.distance(longitude, latitude, data.longitudes[nearest], data.latitudes[nearest]);
  if (distance > CITY_RADIUS_KM) return describe(null, null, data.countryOf(nearest));
  const place = seatOf(data, nearest, latitude, longitude);
  return describe(data.names[place], data.regionOf(place), data.countryOf(place));
}

/** The town a neighbourhood belongs to, when the data names it (see reverseGeocode); else the place itself. */
function seatOf(data: PlaceTable, nearest: number, latitude: number, longitude: number): number {
  const name = data.names[nearest];
  const district = data.districtOf(nearest);
  const seatNames = name.split(' ').slice(0, -1).map((_, i, words) => words.slice(0, i + 1).join(' '));
  if (district && district.toLowerCase() !== name.toLowerCase()) seatNames.push(district);
  let best = nearest;
  let bestDistance = Infinity;
  for (const seatName of seatNames) {
    if (seatName.length < 3) continue;
    for (const candidate of data.placesNamed(seatName)) {
      if (candidate === nearest || data.regionKeyOf(candidate) !== data.regionKeyOf(nearest)) continue;
      const distance = geokdbush.distance(longitude, latitude, data.longitudes[candidate], data.latitudes[candidate]);
      if (distance <= CITY_RADIUS_KM && distance < bestDistance) [best, bestDistance] = [candidate, distance];
    }
  }
  return best;
}

function describe(city: string | null, region: string | null, countryCode: string): GeocodedPlace {
  const country = countryNames.of(countryCode) ?? countryCode;
  const parts: string[] = [];
  for (const part of [city, region, country]) {
    if (part && !parts.some((seen) => seen.toLowerCase() === part.toLowerCase())) parts.push(part);
  }
  return { city, region, country, displayLocation: parts.join(', ') };
}
