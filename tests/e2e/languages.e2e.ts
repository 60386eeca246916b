// The languages in real Chromium: a phone set to Portuguese gets the home page and /tickets in
// pt-BR (the server's en-AU page rendered anew), with nothing scrolling sideways at 360 px and no
// accessibility violation; the footer's choice switches to Spanish and is remembered on reload;
// a browser in English keeps the spec's en-AU page, taken over as the server rendered it; and the
// account pages (sign in, register, forgotten password) speak Portuguese and work in it; and a
// Portuguese phone buys a ticket and reads it in My Tickets with no English message left.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { messages as enAU } from '../../src/locales/en-AU/messages';
import { messages as ptBR } from '../../src/locales/pt-BR/messages';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, publishedDemoEvents, sidewaysScroll } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function pageIn(languages: string[], width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: languages[0],
  });
  await context.addInitScript((list) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
  }, languages);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

describe('languages', () => {
  it('shows a Portuguese phone the home page and /tickets in pt-BR', async () => {
    const page = await pageIn(['pt-BR', 'pt'], 360);
    await page.goto(`${baseUrl()}/`);
    await page
      .getByRole('heading', { name: 'Encontre a dança. Ensine a dança. Faça a dança crescer.' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(await page.locator('footer').innerText()).toContain('Versão do site 2.0.15');
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${baseUrl()}/tickets`);
    await page.getByRole('heading', { name: 'Encontre eventos e compre ingressos' }).waitFor();
    await page.getByRole('heading', { name: 'Calendário de todos os eventos' }).waitFor();
    await page.getByRole('button', { name: 'Próximo' }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('switches to Spanish from the footer and remembers it', async () => {
    const page = await pageIn(['en-AU', 'en'], 1280);
    await page.goto(`${baseUrl()}/tickets`);
    await page.getByRole('heading', { name: 'Find Events & Buy Tickets' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-AU');

    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { name: 'Encuentra eventos y compra entradas' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.reload();
    await page.getByRole('heading', { name: 'Encuentra eventos y compra entradas' }).waitFor();
    expect(await page.getByLabel('Idioma').inputValue()).toBe('es');
    await page.getByRole('link', { name: 'Inicio', exact: true }).first().click();
    await page
      .getByRole('heading', { name: 'Encuentra baile. Enseña baile. Haz crecer el baile.' })
      .waitFor();
  });

  it('signs a Portuguese phone in, with the account pages in pt-BR', async () => {
    const page = await pageIn(['pt-BR', 'pt'], 360);
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByRole('alert').getByText('Digite seu endereço de e-mail.').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);

    await page.goto(`${baseUrl()}/register`);
    await page.getByRole('heading', { name: 'Crie uma conta' }).waitFor();
    await page.getByText('Pelo menos 5 caracteres.').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Já tem uma conta? Entre' }).click();
    await page.getByRole('heading', { name: 'Bem-vindo de volta' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill('dancer@floorcraft.test');
    await page.getByLabel('Senha').fill('dancedemo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tickets');
    await page.getByRole('heading', { name: 'Encontre eventos e compre ingressos' }).waitFor();
  });
});

/** A compiled message's written parts (its placeholders left out). */
const partsOf = (message: Messages[string] | undefined): string[] =>
  typeof message === 'string'
    ? [message]
    : Array.isArray(message)
      ? message.filter((part): part is string => typeof part === 'string')
      : [];

/** The catalogue's English (whole messages, and the longer parts of those with placeholders) that
 * pt-BR writes otherwise, found on the page. */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found = new Set<string>();
  for (const id of Object.keys(enAU)) {
    const english = partsOf(enAU[id]);
    const portuguese = partsOf(ptBR[id]).join('');
    const whole = typeof enAU[id] === 'string' || english.length === (enAU[id] as unknown[]).length;
    for (const raw of english) {
      const part = raw.trim();
      if ((!whole && part.length < 12) || !/\p{L}/u.test(part) || portuguese.includes(part))
        continue;
      const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text)) found.add(part);
    }
  }
  return [...found];
}

describe('buying in Portuguese', () => {
  it('walks a pt-BR phone through the purchase page, the order and My Tickets', async () => {
    const event = (await publishedDemoEvents()).find(
      (entry) => entry.ticketSetup.ticketTypes.length === 3,
    )!;
    // The check reads something: the same page in en-AU shows the catalogue's English.
    const english = await pageIn(['en-AU'], 360);
    await english.goto(`${baseUrl()}/tickets?eventId=${event.eventId}`);
    await english.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    expect((await englishLeft(english)).length).toBeGreaterThan(5);

    const page = await pageIn(['pt-BR', 'pt'], 360);
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('E-mail').fill('dancer@floorcraft.test');
    await page.getByLabel('Senha').fill('dancedemo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${baseUrl()}/tickets?eventId=${event.eventId}`);
    await page.getByRole('heading', { name: 'Comprar ingressos' }).waitFor();
    await page.getByText('Selecione pelo menos um ingresso').waitFor();
    await page.getByRole('group', { name: 'Forma de pagamento' }).waitFor();
    expect(await englishLeft(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Mais / })
      .first()
      .click();
    await page.getByText(/^Total: AU\$\s?\d+,\d{2}$/).waitFor();
    await page.getByRole('button', { name: 'Comprar ingressos' }).click();
    await page.getByRole('heading', { name: 'Revise seu pedido' }).waitFor();
    expect(await englishLeft(page)).toEqual([]);
    await page.getByLabel('Aceito os termos e a política de reembolso').check();
    await page
      .getByRole('button', { name: /^(Confirmar compra|Continuar para o pagamento)$/ })
      .click();

    const done = page.getByRole('dialog', { name: 'Compra concluída!' });
    await done.getByText(/^1 ingresso · AU\$/).waitFor();
    expect(await englishLeft(page)).toEqual([]);
    await done.getByRole('button', { name: 'Ver Meus ingressos' }).click();

    await page.waitForURL((url) => url.pathname === '/my-tickets');
    await page.getByRole('heading', { name: 'Meus ingressos', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Mostrar passe .* em tela cheia$/ })
      .first()
      .waitFor();
    expect(await englishLeft(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Mostrar passe .* em tela cheia$/ })
      .first()
      .click();
    await page.getByText('Aumente o brilho da tela para a câmera da entrada.').waitFor();
    expect(await englishLeft(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fechar' }).click();

    await page
      .getByRole('link', { name: 'Detalhes do pedido, passar adiante ou cancelar' })
      .first()
      .click();
    // My Tickets names its orders in headings too: the order page's own is its first level.
    await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
    await page.getByRole('heading', { name: /^Pedido /, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'O que você comprou' }).waitFor();
    await page
      .getByRole('button', { name: /^Passar adiante o ingresso / })
      .first()
      .waitFor();
    expect(await englishLeft(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);

    await page
      .getByRole('button', { name: /^Passar adiante o ingresso / })
      .first()
      .click();
    await page.getByRole('dialog').getByLabel('Nome da pessoa').waitFor();
    expect(await englishLeft(page)).toEqual([]);
  });
});
