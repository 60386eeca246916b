// Fetches an image for the image proxy without becoming a way into the server's network: http(s)
// only; every address it connects to — after DNS, and again after each redirect — must pass the
// address policy; at most 3 redirects, 10 MB and 10 seconds; the answer must be an image by its
// content type and by its bytes.
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { MAX_IMAGE_BYTES } from '../../../src/contract/imports';
import { sniffImageType } from '../images';
import { isPublicAddress } from './address-policy';

export class ImageFetchError extends Error {}

export interface FetchImageOptions {
  isAllowedAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const REFUSED = 'This address cannot be fetched: it is not a public web address.';

function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return ((
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || addresses.some((entry) => !isAllowed(entry.address)))
        return callback(new ImageFetchError(REFUSED), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first?.address ?? '', first?.family);
    });
  }) as LookupFunction;
}

interface Hop {
  redirect?: URL;
  contentType?: string;
  bytes?: Buffer;
}

function fetchOnce(url: URL, options: Required<FetchImageOptions>, deadline: number): Promise<Hop> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new ImageFetchError('Only http and https addresses can be fetched.'));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !options.isAllowedAddress(literal))
    return Promise.reject(new ImageFetchError(REFUSED));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(url, {
      lookup: guardedLookup(options.isAllowedAddress),
      agent: false,
      headers: { accept: 'image/*', 'user-agent': 'Floorcraft image proxy' },
    });
    const timer = setTimeout(
      () => request.destroy(new ImageFetchError('The image took too long to arrive.')),
      Math.max(0, deadline - Date.now()),
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      request.destroy();
      reject(
        error instanceof ImageFetchError
          ? error
          : new ImageFetchError(`The image could not be fetched (${error.message}).`),
      );
    };
    request.on('error', fail);
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        clearTimeout(timer);
        return resolve({ redirect: new URL(response.headers.location, url) });
      }
      if (status !== 200) return fail(new ImageFetchError(`The image address answered ${status}.`));
      const contentType =
        (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!contentType.startsWith('image/'))
        return fail(new ImageFetchError('That address is not an image.'));
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes)
        return fail(new ImageFetchError('Images can be at most 10 MB.'));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes)
          return fail(new ImageFetchError('Images can be at most 10 MB.'));
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ contentType, bytes: Buffer.concat(chunks) });
      });
      response.on('error', fail);
    });
  });
}

export async function fetchRemoteImage(
  address: string,
  overrides: FetchImageOptions = {},
): Promise<{ contentType: string; bytes: Buffer }> {
  const options: Required<FetchImageOptions> = {
    isAllowedAddress: isPublicAddress,
    timeoutMs: 10_000,
    maxBytes: MAX_IMAGE_BYTES,
    maxRedirects: 3,
    ...overrides,
  };
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError('That is not a web address.');
  }
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const answer = await fetchOnce(url, options, deadline);
    if (answer.redirect) {
      url = answer.redirect;
      continue;
    }
    const sniffed = answer.bytes ? sniffImageType(answer.bytes) : null;
    if (!answer.bytes || !sniffed) throw new ImageFetchError('That address is not an image.');
    return { contentType: sniffed, bytes: answer.bytes };
  }
  throw new ImageFetchError('The image address redirects too many times.');
}
