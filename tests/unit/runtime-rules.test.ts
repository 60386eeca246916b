// What the service worker keeps at run time: public event data and event images, never a request
// with a credential, never another origin's; development answers apart from production's.
import { describe, expect, it } from 'vitest';
import { cacheKeyOf, isEventImageRequest, isPublicEventRequest } from '../../sw/runtime-rules';

const origin = 'https://floorcraft.app';
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url: path.startsWith('http') ? path : `${origin}${path}`,
  headers: new Headers(headers),
});

describe('runtime caching rules', () => {
  it('keeps public calendars and purchase-page event data', () => {
    expect(isPublicEventRequest(request('/api/v2/event/calendar/2026/12'), origin)).toBe(true);
    expect(
      isPublicEventRequest(request('/api/v2/event/calendar?isThisWeekOnly=true'), origin),
    ).toBe(true);
    expect(isPublicEventRequest(request('/api/v2/event/calendar/day/2026-12-05'), origin)).toBe(
      true,
    );
    expect(isPublicEventRequest(request('/api/v2/ticket/purchase/event/abc'), origin)).toBe(true);
  });

  it('never keeps per-user or other answers', () => {
    const signedIn = request('/api/v2/event/calendar/2026/12', { authorization: 'Bearer x' });
    expect(isPublicEventRequest(signedIn, origin)).toBe(false);
    expect(
      isPublicEventRequest(request('/api/v2/event/calendar/organisation/2026/12'), origin),
    ).toBe(false);
    expect(isPublicEventRequest(request('/api/v2/ticket/mine'), origin)).toBe(false);
    expect(isPublicEventRequest(request('/api/v2/ticket/purchase', {}, 'POST'), origin)).toBe(
      false,
    );
    expect(
      isPublicEventRequest(request('https://evil.example/api/v2/event/calendar/2026/12'), origin),
    ).toBe(false);
  });

  it('keeps event images, not the image proxy', () => {
    expect(isEventImageRequest(request('/api/v2/images/AbC-12_x'), origin)).toBe(true);
    expect(isEventImageRequest(request('/api/v2/images/proxy', {}, 'POST'), origin)).toBe(false);
  });

  it('keys development answers apart', () => {
    const url = `${origin}/api/v2/event/calendar/2026/12`;
    expect(cacheKeyOf(url, null)).toBe(url);
    expect(cacheKeyOf(url, 'development-app')).toBe(`${url}?appVersion=development-app`);
    expect(cacheKeyOf(`${url}?x=1`, 'development-app')).toBe(
      `${url}?x=1&appVersion=development-app`,
    );
  });
});
