import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * The browser's floor (issue 18, what a person feels): the family page's first images as a static page, served by a
 * bare Node server with nothing of the app (no script, no stylesheet, no session, no reads). Timed like the app's
 * screens in the same run, it is what this machine's Chromium takes to open a page and paint those images over
 * HTTP/1.1, so a screen's figure can be read against it: machines here differ by 2× from one session to the next.
 */
export interface StaticImage {
  contentType: string;
  body: Buffer;
}

/** The same grid as the family page's first screen: four columns of square cells, each image covering its cell. */
function html(count: number): string {
  const cells = Array.from({ length: count }, (_, i) => `<img src="/floor/photos/${i}/thumbnail" alt="">`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Browser floor</title>' +
    '<style>body{margin:0;font-family:sans-serif}main{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;padding:16px;max-width:960px}' +
    'img{width:100%;aspect-ratio:1;object-fit:cover;display:block}</style></head>' +
    `<body><main>${cells}</main></body></html>`
  );
}

/** Serves the page at /floor and each image at /floor/photos/{i}/thumbnail, cached as the API's thumbnails are. */
export async function startStaticFloor(images: StaticImage[]): Promise<{ url: string; close: () => Promise<void> }> {
  const page = html(images.length);
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/floor') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
      return;
    }
    const image = images[Number(/^\/floor\/photos\/(\d+)\/thumbnail$/.exec(path)?.[1] ?? -1)];
    if (!image) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': image.contentType, 'cache-control': 'private, max-age=31536000, immutable' });
    response.end(image.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
