/** A browser and a system, as a device list names them ("Firefox 128", "Android 14"); null where nothing is known. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

/** Checked in order: the first that matches names the browser (Edge and Opera say "Chrome" too, Chrome says "Safari"). */
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\//],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp, version?: (match: RegExpExecArray) => string | null]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/, (m) => (m[2] ? `${m[1]}.${m[2]}` : m[1])],
  ['Android', /\bAndroid (\d+(?:\.\d+)?)/],
  ['ChromeOS', /\bCrOS\b/, () => null],
  ['Windows', /\bWindows NT (\d+\.\d+)/, (m) => ({ '10.0': '10/11', '6.3': '8.1', '6.2': '8', '6.1': '7' })[m[1]] ?? null],
  ['macOS', /\bMac OS X (\d+)[_.](\d+)/, (m) => `${m[1]}.${m[2]}`],
  ['Linux', /\bLinux\b/, () => null],
];

/** Reads the browser and the system from a User-Agent header: a sketch for people, never a security decision. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = (userAgent ?? '').slice(0, 512);
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os: string | null = null;
  for (const [name, pattern, version] of SYSTEMS) {
    const match = pattern.exec(text);
    if (match) {
      const named = version ? version(match) : match[1];
      os = named ? `${name} ${named}` : name;
      break;
    }
  }
  return { browser, os };
}
