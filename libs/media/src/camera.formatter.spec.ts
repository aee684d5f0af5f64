import { formatCameraInfo, formatCameraSettings, formatExposure, formatNumber } from './camera.formatter';

describe(formatCameraInfo.name, () => {
  it.each([
    ['Apple', 'iPhone 4S', 'Apple iPhone 4S'],
    ['Canon', 'Canon PowerShot S400', 'Canon PowerShot S400'],
    ['Canon', 'S40', 'Canon S40'],
    ['NIKON CORPORATION', 'NIKON D100', 'Nikon D100'],
    ['NIKON', 'E4600', 'Nikon E4600'],
    ['EASTMAN KODAK COMPANY', 'KODAK EASYSHARE C713 ZOOM DIGITAL CAMERA', 'Kodak EASYSHARE C713 ZOOM DIGITAL CAMERA'],
    ['OLYMPUS IMAGING CORP.', 'E-M10', 'Olympus E-M10'],
    ['SONY', 'ILCE-6000', 'Sony ILCE-6000'],
    ['samsung', 'SM-G960F', 'Samsung SM-G960F'],
    ['HTC Corporation', 'HTC One', 'HTC One'],
    ['Nokia', 'Lumia 820', 'Nokia Lumia 820'],
    ['  Apple\u0000\u0000', '  iPhone    4S  ', 'Apple iPhone 4S'],
    ['Canon', 'canon eos 5d', 'Canon eos 5d'],
    ['Canon', 'Canonet QL17', 'Canon Canonet QL17'],
    ['', 'iPhone 4S', 'iPhone 4S'],
    ['Apple', undefined, 'Apple'],
  ])('writes %j + %j as %j', (make, model, expected) => {
    expect(formatCameraInfo(make, model)).toBe(expected);
  });

  it('answers null when neither make nor model is known', () => {
    expect(formatCameraInfo(undefined, undefined)).toBeNull();
    expect(formatCameraInfo('  ', '\u0000')).toBeNull();
    expect(formatCameraInfo(42, { model: 'x' })).toBeNull();
  });
});

describe(formatCameraSettings.name, () => {
  it('writes every part in order with middle dots', () => {
    expect(formatCameraSettings({ fNumber: 2.4, exposureTime: 1 / 120, iso: 50, focalLength: 4.28 })).toBe(
      'f/2.4 \u00b7 1/120 s \u00b7 ISO 50 \u00b7 4.28 mm',
    );
  });

  it('leaves out missing or meaningless parts', () => {
    expect(formatCameraSettings({ fNumber: 2.8, exposureTime: 0.125, focalLength: 7.40625 })).toBe('f/2.8 \u00b7 1/8 s \u00b7 7.41 mm');
    expect(formatCameraSettings({ iso: 100 })).toBe('ISO 100');
    expect(formatCameraSettings({ fNumber: 0, exposureTime: -1, iso: NaN, focalLength: 'abc' })).toBeNull();
    expect(formatCameraSettings({})).toBeNull();
  });

  it('takes the first value of an array (some cameras write ISO twice)', () => {
    expect(formatCameraSettings({ iso: [400, 0] })).toBe('ISO 400');
    expect(formatCameraSettings({ iso: new Uint16Array([800]) })).toBe('ISO 800');
  });

  it('writes whole numbers without trailing zeros', () => {
    expect(formatCameraSettings({ fNumber: 8, exposureTime: 6, iso: 100, focalLength: 22 })).toBe('f/8 \u00b7 6 s \u00b7 ISO 100 \u00b7 22 mm');
  });
});

describe(formatExposure.name, () => {
  it.each([
    [1 / 4608, '1/4608 s'],
    [0.00021701388888888888, '1/4608 s'],
    [0.008333333333333333, '1/120 s'],
    [0.0499, '1/20 s'],
    [0.002, '1/500 s'],
    [0.25, '1/4 s'],
    [1 / 3, '1/3 s'],
    [0.5, '1/2 s'],
    [0.3, '0.3 s'],
    [0.8, '0.8 s'],
    [0.999, '1 s'],
    [1, '1 s'],
    [1.5, '1.5 s'],
    [2, '2 s'],
    [30, '30 s'],
  ])('writes %p seconds as %j', (seconds, expected) => {
    expect(formatExposure(seconds)).toBe(expected);
  });
});

describe(formatNumber.name, () => {
  it('rounds and drops trailing zeros', () => {
    expect(formatNumber(2.4, 1)).toBe('2.4');
    expect(formatNumber(8.0, 1)).toBe('8');
    expect(formatNumber(7.40625, 2)).toBe('7.41');
    expect(formatNumber(4.2800001, 2)).toBe('4.28');
  });
});
