import { parseIso6709 } from './iso6709';

describe(parseIso6709.name, () => {
  it.each([
    ['+48.8584+002.2945/', { latitude: 48.8584, longitude: 2.2945, altitude: null }],
    ['+40.6892-074.0445+010.000/', { latitude: 40.6892, longitude: -74.0445, altitude: 10 }],
    ['-33.8568+151.2153-002.5/', { latitude: -33.8568, longitude: 151.2153, altitude: -2.5 }],
    ['+4851.504+00217.670/', { latitude: 48 + 51.504 / 60, longitude: 2 + 17.67 / 60, altitude: null }],
    ['+485130.2-0741530.5/', { latitude: 48 + 51 / 60 + 30.2 / 3600, longitude: -(74 + 15 / 60 + 30.5 / 3600), altitude: null }],
    ['+35.6895+139.6917+040.1CRSWGS_84/', { latitude: 35.6895, longitude: 139.6917, altitude: 40.1 }],
  ])('reads %s', (text, expected) => {
    const position = parseIso6709(text)!;
    expect(position.latitude).toBeCloseTo(expected.latitude, 6);
    expect(position.longitude).toBeCloseTo(expected.longitude, 6);
    expect(position.altitude).toBe(expected.altitude);
  });

  it.each([[''], [undefined], ['garbage'], ['+91.0000+000.0000/'], ['+45.0+181.0/'], ['+4875.0+00200.0/'], ['+00.0000+000.0000/'], ['48.85 2.29']])(
    'answers null for %p',
    (text) => {
      expect(parseIso6709(text)).toBeNull();
    },
  );
});
