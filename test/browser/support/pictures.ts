import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { fixture, UploadFile } from '../../e2e/support/photos';

/**
 * Photo-like pictures for the screenshots: a landscape drawn as SVG (sky, sun or moon, hills or sea) and
 * softened into a JPEG, so grids and pages show real thumbnails rather than flat colour squares. Each call
 * draws a different one (the server refuses a file it already has).
 */
export type Scene = 'sunset' | 'beach' | 'forest' | 'snow' | 'meadow' | 'night' | 'lake' | 'desert';

const PALETTES: Record<Scene, { sky: [string, string]; sun: string; far: string; near: string; ground: string; sea?: string }> = {
  sunset: { sky: ['#2b1b4d', '#f7934c'], sun: '#ffd27f', far: '#6b3a5c', near: '#3b2140', ground: '#24142b', sea: '#c0586a' },
  beach: { sky: ['#5fa8e8', '#cfe9ff'], sun: '#fff6c9', far: '#7fb7c9', near: '#e9d3a5', ground: '#f2e2bb', sea: '#2c8fb8' },
  forest: { sky: ['#89b8d9', '#e3f0f5'], sun: '#fffbe6', far: '#4f7a5a', near: '#2f5a3a', ground: '#1f3d27' },
  snow: { sky: ['#9bb6d6', '#eef3fa'], sun: '#ffffff', far: '#c9d6e6', near: '#f4f7fb', ground: '#ffffff' },
  meadow: { sky: ['#6fb1f0', '#dff0ff'], sun: '#fff3b0', far: '#8fbf6a', near: '#6aa84f', ground: '#4f8a3a' },
  night: { sky: ['#050b24', '#1d2b5a'], sun: '#f4f1d0', far: '#1b2444', near: '#111832', ground: '#0a0f22', sea: '#23325f' },
  lake: { sky: ['#a9c8e8', '#f6e7d2'], sun: '#fff1cc', far: '#7d8fa8', near: '#4d6a5a', ground: '#3a5446', sea: '#6f95b5' },
  desert: { sky: ['#7fb2e5', '#f5dcb0'], sun: '#fff5d6', far: '#d9a066', near: '#c47f45', ground: '#e3b77a' },
};

let drawn = 0;

/** A deterministic pseudo-random number in [0, 1) for the nth picture. */
const noise = (n: number, salt: number) => {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

function svg(scene: Scene, width: number, height: number, n: number): string {
  const p = PALETTES[scene];
  const horizon = height * (0.55 + noise(n, 1) * 0.12);
  const sunX = width * (0.2 + noise(n, 2) * 0.6);
  const sunY = horizon - height * (0.12 + noise(n, 3) * 0.2);
  const hill = (base: number, amplitude: number, salt: number, colour: string) => {
    const points = Array.from({ length: 9 }, (_, i) => `${(i / 8) * width},${base - noise(n, salt + i) * amplitude}`);
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${colour}"/>`;
  };
  const water = p.sea
    ? `<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="${p.sea}"/>
       <ellipse cx="${sunX}" cy="${horizon + height * 0.08}" rx="${width * 0.04}" ry="${height * 0.12}" fill="${p.sun}" opacity="0.35"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${Math.min(width, height) * 0.07}" fill="${p.sun}"/>
    ${hill(horizon, height * 0.25, 10, p.far)}
    ${water}
    ${p.sea ? hill(height * 0.98, height * 0.12, 30, p.ground) : hill(horizon + height * 0.12, height * 0.18, 20, p.near)}
    ${p.sea ? '' : hill(height * 0.95, height * 0.1, 30, p.ground)}
  </svg>`;
}

/** A new photo-like JPEG of the scene (landscape 1200×800 unless told otherwise). */
export async function scenePhoto(scene: Scene, { width = 1200, height = 800 } = {}): Promise<UploadFile> {
  const n = ++drawn;
  const content = await sharp(Buffer.from(svg(scene, width, height, n)))
    .blur(1.2)
    .jpeg({ quality: 82 })
    .toBuffer();
  return { content, filename: `${scene}-${n}.jpg`, contentType: 'image/jpeg' };
}

/**
 * A scene carrying a real camera file's EXIF (camera, settings, GPS): the photo page's Technical Details
 * come from the camera while the picture is large enough for the page.
 */
export async function scenePhotoWithExifOf(cameraFixture: string, scene: Scene): Promise<UploadFile> {
  const picture = await scenePhoto(scene);
  const content = await sharp(await readFile(fixture(cameraFixture)))
    .resize(1200, 800, { fit: 'fill' })
    .composite([{ input: picture.content }])
    .keepExif()
    .jpeg({ quality: 82 })
    .toBuffer();
  return { content, filename: cameraFixture, contentType: 'image/jpeg' };
}
