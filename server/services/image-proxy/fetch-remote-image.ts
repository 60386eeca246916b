// Fetches an image for the image proxy through the public fetcher (public addresses only, checked
// after DNS and each redirect; at most 3 redirects, 10 MB and 10 seconds); the answer must be an
// image by its content type and by its bytes.
import { MAX_IMAGE_BYTES } from '../../../src/contract/imports';
import { sniffImageType } from '../images';
import { fetchPublic, PublicFetchError, type PublicFetchOptions } from '../outbound/public-fetch';

export { PublicFetchError as ImageFetchError };
export type { PublicFetchOptions as FetchImageOptions };

export async function fetchRemoteImage(
  address: string,
  overrides: PublicFetchOptions = {},
): Promise<{ contentType: string; bytes: Buffer }> {
  const answer = await fetchPublic(address, {
    maxBytes: MAX_IMAGE_BYTES,
    headers: { accept: 'image/*', 'user-agent': 'Floorcraft image proxy' },
    tooLargeMessage: 'Images can be at most 10 MB.',
    what: 'The image',
    ...overrides,
  });
  if (!answer.contentType.startsWith('image/'))
    throw new PublicFetchError('That address is not an image.');
  const sniffed = sniffImageType(answer.bytes);
  if (!sniffed) throw new PublicFetchError('That address is not an image.');
  return { contentType: sniffed, bytes: answer.bytes };
}
