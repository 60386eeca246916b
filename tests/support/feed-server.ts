// A calendar feed over real HTTP, as Google Calendar or a school's website serves one: the feed's
// text with an ETag (an unchanged feed answers 304 to If-None-Match), a redirect to a private
// address, one too large, and one that is not a calendar. Tests change the text between syncs.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedServer {
  url: string;
  /** What /feed.ics (and /{any name}.ics) serves. */
  text: string;
  requests: number;
  close(): Promise<void>;
}

export async function startFeedServer(text: string): Promise<FeedServer> {
  const feed = { text, requests: 0 };
  const server = createServer((request, response) => {
    feed.requests++;
    const path = request.url ?? '/';
    // /feed.ics, and any other /{name}.ics but the huge one: a school's several calendars.
    if (path === '/feed.ics' || (/^\/[\w-]+\.ics$/.test(path) && path !== '/huge.ics')) {
      const etag = `"${createHash('sha1').update(feed.text).digest('hex')}"`;
      if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag });
      return response.end(feed.text);
    }
    if (path === '/to-private')
      return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (path === '/huge.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      return response.end(Buffer.alloc(4 * 1024 * 1024, 'A'));
    }
    if (path === '/not-a-calendar')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hi');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(feed, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
