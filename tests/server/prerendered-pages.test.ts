// The pages the build prerendered are used only with the server bundle that rendered them: a
// bundle built again without prerendering would otherwise send markup its app does not hydrate.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bundleFingerprint,
  loadPageRenderer,
  PRERENDERED_FILE,
  type Prerendered,
} from '../../server/pages/page-render';

function ssrRoot(version: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'floorcraft-ssr-'));
  writeFileSync(
    path.join(root, 'entry-server.js'),
    `export const renderPage = async (url) => '<p>${version} ' + new URL(url).pathname + '</p>';\n`,
  );
  return root;
}

const prerender = (root: string, bundle: string) => {
  const file: Prerendered = { bundle, pages: { '/': '<p>prerendered</p>' } };
  writeFileSync(path.join(root, PRERENDERED_FILE), JSON.stringify(file));
};

describe('prerendered pages', () => {
  it('are read beside the bundle that rendered them', async () => {
    const root = ssrRoot('one');
    prerender(root, bundleFingerprint(root));
    const renderer = await loadPageRenderer(root);
    expect(renderer!.prerendered.get('/')).toBe('<p>prerendered</p>');
    expect(await renderer!.render('http://localhost/contact', {})).toBe('<p>one /contact</p>');
  });

  it('are ignored beside another bundle, or when missing or unreadable', async () => {
    const rebuilt = ssrRoot('two');
    prerender(rebuilt, bundleFingerprint(ssrRoot('one')));
    expect((await loadPageRenderer(rebuilt))!.prerendered.size).toBe(0);
    expect((await loadPageRenderer(ssrRoot('three')))!.prerendered.size).toBe(0);
    const broken = ssrRoot('four');
    writeFileSync(path.join(broken, PRERENDERED_FILE), '{not json');
    expect((await loadPageRenderer(broken))!.prerendered.size).toBe(0);
  });

  it('need a server bundle at all', async () => {
    expect(await loadPageRenderer(mkdtempSync(path.join(tmpdir(), 'floorcraft-none-')))).toBeNull();
  });
});
