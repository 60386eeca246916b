// The message catalogue's check (run by npm run lint): every message the code uses is in every
// locale's catalogue and translated (en-AU's text written, not its id); every message in a catalogue
// is used; the compiled catalogues (src/locales/*/messages.ts) are those of the .po files.
// `npm run i18n:extract` adds new ids and drops unused ones; `npm run i18n:compile` compiles.
import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';

const config = getConfig({ cwd: process.cwd() });
const problems: string[] = [];

for (const catalog of await getCatalogs(config)) {
  const used = await catalog.collect();
  if (!used) throw new Error('The messages could not be extracted.');
  const catalogues = await catalog.readAll();
  for (const locale of config.locales) {
    const messages = catalogues[locale] ?? {};
    for (const id of Object.keys(used)) {
      const translation = messages[id]?.translation;
      if (!translation || (locale === config.sourceLocale && translation === id))
        problems.push(`${locale}: "${id}" is used but has no message (npm run i18n:extract)`);
    }
    for (const id of Object.keys(messages))
      if (!(id in used)) problems.push(`${locale}: "${id}" is in the catalogue but not used`);
    const translations = Object.fromEntries(
      Object.entries(messages).map(([id, entry]) => [id, entry.translation ?? '']),
    );
    const { source, errors } = createCompiledCatalog(locale, translations, {
      namespace: config.compileNamespace,
    });
    for (const error of errors)
      problems.push(`${locale}: "${error.id}" does not compile: ${error.error.message}`);
    const compiledPath = `${catalog.getFilename(locale).replace(/\.po$/, '')}.ts`;
    if (readFileSync(compiledPath, 'utf8') !== source)
      problems.push(`${compiledPath} is not compiled from its .po file (npm run i18n:compile)`);
  }
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exitCode = 1;
else console.log('The message catalogue is complete: every message used, every one translated.');
