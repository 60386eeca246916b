// The languages in real Chromium: a phone set to Portuguese gets the home page and /tickets in
// pt-BR (the server's en-AU page rendered anew), with nothing scrolling sideways at 360 px and no
// accessibility violation; the footer's choice switches to Spanish and is remembered on reload;
// a browser in English keeps the spec's en-AU page, taken over as the server rendered it; and the
// account pages (sign in, register, forgotten password) speak Portuguese and work in it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, sidewaysScroll } from './helpers';

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
