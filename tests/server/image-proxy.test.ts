// The image proxy against real local HTTP servers. A test policy admits only 127.0.0.1, standing in
// for "public"; 127.0.0.2 stands in for an internal address a redirect must not reach.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchRemoteImage,
  type FetchImageOptions,
} from '../../server/services/image-proxy/fetch-remote-image';
import { createAccount } from '../../server/services/accounts/accounts';
import { jsonOf, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let outside: Server;
let inside: Server;
let outsideUrl: string;
let insideUrl: string;
let api: TestServer;

function listen(server: Server, host: string): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, host, () =>
      resolve(`http://${host}:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  inside = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(PNG);
  });
  insideUrl = await listen(inside, '127.0.0.2');
  outside = createServer((request, response) => {
    switch (request.url) {
      case '/ok.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(PNG);
      case '/page':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html></html>');
      case '/pretend.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end('not really a picture');
      case '/big.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.concat([PNG, Buffer.alloc(5000)]));
      case '/slow.png':
        return; // never answers
      case '/to-inside':
        response.writeHead(302, { location: `${insideUrl}/secret.png` });
        return response.end();
      case '/to-ok':
        response.writeHead(301, { location: '/ok.png' });
        return response.end();
      case '/loop':
        response.writeHead(302, { location: '/loop' });
        return response.end();
      default:
        response.writeHead(404);
        response.end();
    }
  });
  outsideUrl = await listen(outside, '127.0.0.1');
  api = await startTestServer();
});
afterAll(async () => {
  outside.closeAllConnections();
  await new Promise((resolve) => outside.close(resolve));
  await new Promise((resolve) => inside.close(resolve));
  await api.close();
});

const onlyOutside: FetchImageOptions = { isAllowedAddress: (address) => address === '127.0.0.1' };
const refusal = async (url: string, options: FetchImageOptions = onlyOutside) => {
  try {
    await fetchRemoteImage(url, options);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('fetchRemoteImage', () => {
  it('fetches an image, following a redirect that stays outside', async () => {
    const image = await fetchRemoteImage(`${outsideUrl}/to-ok`, onlyOutside);
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.equals(PNG)).toBe(true);
  });

  it('never reaches an address the policy refuses, directly or through a redirect', async () => {
    expect(await refusal(`${insideUrl}/secret.png`)).toMatch(/not a public web address/);
    expect(await refusal(`${outsideUrl}/to-inside`)).toMatch(/not a public web address/);
    // A name that resolves to this machine, under the real policy.
    expect(await refusal('http://localhost:1/x.png', {})).toMatch(/not a public web address/);
    expect(await refusal(`${outsideUrl}/ok.png`, {})).toMatch(/not a public web address/);
  });

  it('refuses what is not an image, too big, too slow, or redirects forever', async () => {
    expect(await refusal(`${outsideUrl}/page`)).toBe('That address is not an image.');
    expect(await refusal(`${outsideUrl}/pretend.png`)).toBe('That address is not an image.');
    expect(await refusal(`${outsideUrl}/big.png`, { ...onlyOutside, maxBytes: 1000 })).toBe(
      'Images can be at most 10 MB.',
    );
    expect(await refusal(`${outsideUrl}/slow.png`, { ...onlyOutside, timeoutMs: 200 })).toBe(
      'The image took too long to arrive.',
    );
    expect(await refusal(`${outsideUrl}/loop`)).toBe('The image address redirects too many times.');
    expect(await refusal(`${outsideUrl}/missing.png`)).toBe('The image address answered 404.');
    expect(await refusal('ftp://example.com/a.png')).toBe(
      'Only http and https addresses can be fetched.',
    );
  });
});

describe('POST /api/v2/images/proxy', () => {
  it('needs a signed-in user and an http(s) address, and refuses this machine', async () => {
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v2/images/proxy',
        payload: payload as object,
        headers,
      });
    expect((await post({ url: `${outsideUrl}/ok.png` })).statusCode).toBe(401);
    const account = await createAccount(api.databases.production, {
      email: uniqueEmail(),
      password: 'dancedemo',
      canUploadEvents: true,
    });
    const token = api.ctx.accessTokens.sign({
      accountId: account.accountId,
      organisationId: null,
      email: 'x@x.test',
      database: 'production',
    });
    const auth = { authorization: `Bearer ${token}` };
    const invalid = await post({ url: 'file:///etc/passwd' }, auth);
    expect(invalid.statusCode).toBe(400);
    expect(jsonOf(invalid)).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { field: 'url' } },
    });
    const loopback = await post({ url: `${outsideUrl}/ok.png` }, auth);
    expect(loopback.statusCode).toBe(422);
    expect(jsonOf(loopback)).toMatchObject({
      error: {
        message: 'This address cannot be fetched: it is not a public web address.',
        details: { field: 'url' },
      },
    });
    const metadata = await post({ url: 'http://169.254.169.254/latest/meta-data/' }, auth);
    expect(metadata.statusCode).toBe(422);
  });
});
