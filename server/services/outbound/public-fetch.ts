// Fetches from the public web without becoming a way into the server's network (the image proxy,
// calendar feeds): http(s) only; every address it connects to — after DNS, and again after each
// redirect — must pass the address policy; redirects, bytes and time are capped. Conditional
// requests (ETag / Last-Modified) answer 304 without a body.
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

export class PublicFetchError extends Error {}

export interface PublicFetchOptions {
  isAllowedAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** What a refusal for size says, e.g. "Images can be at most 10 MB." */
  tooLargeMessage?: string;
  /** How the fetched thing is named in messages ("The image", "The calendar"). */
  what?: string;
}

export interface PublicFetchAnswer {
  status: 200 | 304;
  url: URL;
  contentType: string;
  etag: string | null;
  lastModified: string | null;
  bytes: Buffer;
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
        return callback(new PublicFetchError(REFUSED), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first?.address ?? '', first?.family);
    });
  }) as LookupFunction;
}

type Hop = { redirect: URL } | PublicFetchAnswer;

/** A network failure in words a school can act on. */
function networkFailure(what: string, error: Error & { code?: string }): string {
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${what} address was not found: check it is typed right.`;
    case 'ECONNREFUSED':
      return `${what} address refused the connection.`;
    case 'ECONNRESET':
      return `${what} address closed the connection before answering.`;
    default:
      return `${what} could not be fetched (${error.message}).`;
  }
}

function fetchOnce(
  url: URL,
  options: Required<PublicFetchOptions>,
  deadline: number,
): Promise<Hop> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new PublicFetchError('Only http and https addresses can be fetched.'));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !options.isAllowedAddress(literal))
    return Promise.reject(new PublicFetchError(REFUSED));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(url, {
      lookup: guardedLookup(options.isAllowedAddress),
      agent: false,
      headers: options.headers,
    });
    const timer = setTimeout(
      () => request.destroy(new PublicFetchError(`${options.what} took too long to arrive.`)),
      Math.max(0, deadline - Date.now()),
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      request.destroy();
      reject(
        error instanceof PublicFetchError
          ? error
          : new PublicFetchError(networkFailure(options.what, error)),
      );
    };
    request.on('error', fail);
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && response.headers.location) {
        response.resume();
        clearTimeout(timer);
        return resolve({ redirect: new URL(response.headers.location, url) });
      }
      if (status !== 200 && status !== 304)
        return fail(new PublicFetchError(`${options.what} address answered ${status}.`));
      const answer = {
        status: status as 200 | 304,
        url,
        contentType:
          (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
        etag: response.headers.etag ?? null,
        lastModified: response.headers['last-modified'] ?? null,
      };
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes)
        return fail(new PublicFetchError(options.tooLargeMessage));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return fail(new PublicFetchError(options.tooLargeMessage));
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ ...answer, bytes: Buffer.concat(chunks) });
      });
      response.on('error', fail);
    });
  });
}

export async function fetchPublic(
  address: string | URL,
  overrides: PublicFetchOptions = {},
): Promise<PublicFetchAnswer> {
  const options: Required<PublicFetchOptions> = {
    isAllowedAddress: isPublicAddress,
    timeoutMs: 10_000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 3,
    headers: {},
    tooLargeMessage: 'The answer is too large.',
    what: 'The page',
    ...overrides,
  };
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PublicFetchError('That is not a web address.');
  }
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const answer = await fetchOnce(url, options, deadline);
    if ('redirect' in answer) {
      url = answer.redirect;
      continue;
    }
    return answer;
  }
  throw new PublicFetchError(`${options.what} address redirects too many times.`);
}
