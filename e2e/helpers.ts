import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Set by e2e/run.mjs. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4000';
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, 'artifacts');

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** A fresh, isolated browser context (own localStorage), French by default, desktop size unless told. */
export async function newContext(opts: { locale?: string; width?: number; height?: number } = {}): Promise<BrowserContext> {
  const b = await launchBrowser();
  const ctx = await b.newContext({
    baseURL: BASE_URL,
    locale: opts.locale ?? 'fr-FR',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
  });
  ctx.setDefaultTimeout(30_000);
  return ctx;
}

/** Uncaught errors and Content-Security-Policy violations of a page, pushed to `errors`. */
export function collectPageErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) errors.push(msg.text());
  });
}

/** Opens a page in a new context and collects uncaught page errors (tests can assert none happened). */
export async function openPage(
  pathname: string,
  opts: Parameters<typeof newContext>[0] = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await newContext(opts);
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  await page.goto(pathname);
  return { page, context, errors };
}

export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true });
  return file;
}

let counter = 0;
/** A unique test account. */
export function newAccount(prefix = 'e2e'): { email: string; password: string; name: string } {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return { email: `${prefix}-${id}@example.com`, password: `pw-${id}-secret`, name: `Testeur ${counter}` };
}

/** Signs up through the real /login page; ends on the page the login sends back to ('/' by default). */
export async function signUp(page: Page, account = newAccount()): Promise<typeof account> {
  await page.goto('/login');
  await page.getByTestId('switch-to-register').click();
  await page.getByLabel(/Nom|Name/).fill(account.name);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^(Mot de passe|Password)/).fill(account.password);
  await page.getByTestId('auth-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
  return account;
}

/** Signs in through the real /login page. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^(Mot de passe|Password)/).fill(account.password);
  await page.getByTestId('auth-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
}

/** GraphQL call to the test server (for setup only; tests assert through the browser). */
export async function gql<T = unknown>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}
