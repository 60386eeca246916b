// The site's address for links made while answering a request: PUBLIC_URL when it is set;
// otherwise the address the request came to (its Host, and the forwarded protocol and host only
// from the proxies TRUST_PROXY names), so a QR printed from http://192.168.1.20:8080 works on the
// phones that reach it there — never a localhost address nobody else can open.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export function publicUrlFor(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
  request: FastifyRequest,
) {
  if (config.publicUrlSet) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}
