// The chunks a page's route needs, named in its HTML (modulepreload, and any stylesheets of their
// own — the build keeps the app's styles in one file today) so the browser fetches them beside
// the entry script instead of after it has run. Read from the build's manifest; a build without
// one names nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './event-head';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The route modules of the pages the server answers itself. */
export const ROUTE_MODULES = {
  eventPage: 'src/features/event-page/pages/event-page.tsx',
  purchase: 'src/features/purchase/pages/purchase-page.tsx',
  browse: 'src/features/events/pages/browse-events-page.tsx',
  instructorPage: 'src/features/instructors/pages/instructor-page.tsx',
  guidePage: 'src/features/guides/pages/guide-page.tsx',
  howItWorks: 'src/features/info/pages/how-it-works-page.tsx',
  contact: 'src/features/info/pages/contact-page.tsx',
  privacy: 'src/features/info/pages/privacy-policy-page.tsx',
  terms: 'src/features/info/pages/terms-conditions-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
  register: 'src/features/auth/pages/register-page.tsx',
  forgotPassword: 'src/features/auth/pages/forgot-password-page.tsx',
  // With what a signed-in start reads first (the token's and profile's schemas).
  myTickets: ['src/features/purchase/pages/my-tickets-page.tsx', 'src/lib/auth/auth-schemas.ts'],
} as const satisfies Record<string, string | readonly string[]>;
export type RouteModule = keyof typeof ROUTE_MODULES;

/** Every page the server renders is in en-AU: its message catalogue loads beside the route. */
const DEFAULT_CATALOGUE = 'src/locales/en-AU/messages.ts';

export function routePreloads(webRoot: string): (route: RouteModule, rendered: boolean) => string {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return () => '';
  }
  // What index.html loads already (the entry and its static imports) is not named again.
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || loaded.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) collect(child, into);
  };
  collect('index.html', loaded);
  const tags = new Map<RouteModule, { rendered: string; plain: string }>();
  for (const [route, sources] of Object.entries(ROUTE_MODULES) as [
    RouteModule,
    string | readonly string[],
  ][]) {
    const chunks = new Set<string>();
    for (const source of typeof sources === 'string' ? [sources] : sources) collect(source, chunks);
    collect(DEFAULT_CATALOGUE, chunks);
    const files = [...chunks].map((key) => manifest[key]!);
    const styles = files.flatMap((chunk) => chunk.css ?? []).map((css) => escapeHtml(css));
    // `crossorigin` as Vite's own preloads, so the fetches are reused; low priority, so they never
    // hold up what the first paint needs (the page's own HTML and stylesheet, the entry script) —
    // measured with npm run audit: without it an event page's first paint came 1.3 s later.
    const modules = files.map(
      (chunk) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(chunk.file)}" />`,
    );
    tags.set(route, {
      // Content the server rendered needs its stylesheets before it paints.
      rendered: [
        ...styles.map((css) => `<link rel="stylesheet" crossorigin href="/${css}" />`),
        ...modules,
      ].join('\n    '),
      // Content the app will replace: its stylesheets are only fetched early, not applied (they
      // would block the first paint); the route's import applies them.
      plain: [
        ...styles.map(
          (css) =>
            `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${css}" />`,
        ),
        ...modules,
      ].join('\n    '),
    });
  }
  return (route, rendered) => tags.get(route)?.[rendered ? 'rendered' : 'plain'] ?? '';
}
