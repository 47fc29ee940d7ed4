// One quote sent without signal, and whether it reaches the staff exactly once, in each of the four
// ways a phone loses it: the signal gone before sending; gone during the post (the shop got it, the
// answer was lost); the tab closed before the signal returns (the worker's sync, dispatched through
// CDP); the browser restarted with its profile kept. Shared by the benchmark (bench/offline-delivery.ts,
// 100 trials) and the browser suite (one trial a case). Needs service workers allowed and
// PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 (set below), so the worker's own requests meet
// the context's routes: Playwright's setOffline() does not reach them.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../setup/chromium';

process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

export const DELIVERY_CASES = ['before-send', 'during-post', 'tab-closed', 'restart'] as const;
export type DeliveryCase = (typeof DELIVERY_CASES)[number];

/** The tag the queue registers for Background Sync (app/offline/outbox.ts). */
const SYNC_TAG = 'tienda-pedidos';
const CONTEXT_OPTIONS = {
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  locale: 'es-AR',
  timezoneId: 'America/Argentina/Buenos_Aires',
} as const;
const LAUNCH = { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

export interface TrialOptions {
  base: string;
  browser: Browser;
  /** A context signed in as staff on `base`, for the list of quotes. */
  staff: BrowserContext;
  /** The visitor's address as the shop's trusted proxy reports it (X-Forwarded-For): one visitor a trial. */
  address?: string;
  timeoutMs?: number;
}

export interface TrialResult {
  case: DeliveryCase;
  name: string;
  /** Quotes with this trial's name in the staff list once the phone's queue was empty. */
  stored: number;
  /** Sends of the kept request that reached the shop (POST /api/pedido-guardado). */
  resends: number;
  /** The shop's status for the form post whose answer was cut (the lost-answer case). */
  cutPostStatus?: number;
  ms: number;
}

/** The network as the phone sees it: routes every request, so the worker's too. */
class Signal {
  offline = false;
  /** The next form post reaches the shop, and its answer is cut. */
  cutNextPost = false;
  cutPostStatus?: number;
  resends = 0;
  constructor(private readonly address?: string) {}

  async attach(context: BrowserContext): Promise<void> {
    await context.route('**/*', async (route) => {
      const request = route.request();
      if (this.offline) return route.abort('internetdisconnected');
      if (request.method() !== 'POST') return route.continue();
      const headers = { ...request.headers(), ...(this.address ? { 'x-forwarded-for': this.address } : {}) };
      if (this.cutNextPost && new URL(request.url()).pathname.startsWith('/presupuesto')) {
        this.cutNextPost = false;
        this.cutPostStatus = (await route.fetch({ headers })).status();
        return route.abort('connectionreset');
      }
      if (request.url().includes('/api/pedido-guardado')) this.resends++;
      return route.continue({ headers });
    });
  }

  async set(context: BrowserContext, offline: boolean): Promise<void> {
    this.offline = offline;
    await context.setOffline(offline);
  }
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A product in the cart and the quote form filled, on a page the worker controls. */
async function fillQuote(page: Page, name: string): Promise<void> {
  await page.goto('/repuestos');
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  await page.getByTestId('tarjeta-producto').first().getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto('/presupuesto');
  await hydrated(page);
  await page.getByLabel('Nombre y Apellido').fill(name);
  await page.getByLabel('Localidad').fill('Crespo');
  await page.getByLabel('Provincia').selectOption('Entre Ríos');
  await page.getByLabel('Email').fill('campo@example.com');
  // By its id: the list 'Pedidos guardados en este teléfono' answers to the label 'Teléfono' too.
  await page.locator('#phone').fill('343 4123456');
}

async function sendAndSeeKept(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
  await page.getByTestId('pedido-guardado-aviso').waitFor({ timeout: 40_000 });
}

/** What the phone's queue holds (and whether a tab or the worker holds one for sending). */
function queue(page: Page): Promise<{ count: number; claimed: boolean }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('tienda-pedidos');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('requests').objectStore('requests').getAll();
          all.onsuccess = () => {
            const rows = all.result as Array<{ claimedUntil: number }>;
            resolve({ count: rows.length, claimed: rows.some((row) => row.claimedUntil > Date.now()) });
            open.result.close();
          };
        };
      }),
  );
}

async function until(what: string, deadline: number, check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`sin llegar a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * How many quotes the staff have with this name, read from their list's CSV export (every quote,
 * one a line). The list's own search is forgiving: with a hundred similar names the one asked for
 * fell off its first page. Names must not contain one another (deliveryName).
 */
export async function storedQuotes(staff: BrowserContext, base: string, name: string): Promise<number> {
  const response = await staff.request.get(`${base}/admin/presupuestos/exportar`);
  if (!response.ok()) throw new Error(`exportación del equipo: ${response.status()}`);
  return (await response.text()).split('\n').filter((line) => line.includes(name)).length;
}

/** A visitor's name no other trial's contains: one word, closed by a letter ('Campo k3f9x12z'). */
export function deliveryName(run: string, trial: number): string {
  return `Campo ${run}x${trial}z`;
}

/** The request is still on the phone, unsent, when the tab or the browser goes. */
async function stillWaiting(page: Page, deadline: number): Promise<void> {
  await until('ningún envío en curso', deadline, async () => !(await queue(page)).claimed);
  const { count } = await queue(page);
  if (count !== 1) throw new Error(`el pedido ya no estaba en el teléfono antes de cerrar (${count})`);
}

/** Sends the kept requests' sync to the worker, as the browser does when the signal returns. */
async function dispatchSync(context: BrowserContext, base: string): Promise<void> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(base) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(base).origin, registrationId, tag: SYNC_TAG, lastChance: false });
  await blank.close();
}

/** A visitor's own browser context, watched by a fresh signal, with a quote filled in and not yet sent. */
async function filledQuote(options: TrialOptions, name: string): Promise<{ signal: Signal; context: BrowserContext; page: Page }> {
  const signal = new Signal(options.address);
  const context = await options.browser.newContext({ ...CONTEXT_OPTIONS, baseURL: options.base });
  await signal.attach(context);
  const page = await context.newPage();
  await fillQuote(page, name);
  return { signal, context, page };
}

async function queueEmptied(page: Page, deadline: number): Promise<void> {
  await until('la cola vacía', deadline, async () => (await queue(page)).count === 0);
}

async function beforeSend(options: TrialOptions, name: string, deadline: number): Promise<Signal> {
  const { signal, context, page } = await filledQuote(options, name);
  await signal.set(context, true);
  await sendAndSeeKept(page);
  await signal.set(context, false);
  await queueEmptied(page, deadline);
  await context.close();
  return signal;
}

async function duringPost(options: TrialOptions, name: string, deadline: number): Promise<Signal> {
  const { signal, context, page } = await filledQuote(options, name);
  signal.cutNextPost = true;
  await sendAndSeeKept(page);
  await queueEmptied(page, deadline);
  await context.close();
  return signal;
}

async function tabClosed(options: TrialOptions, name: string, deadline: number): Promise<Signal> {
  const { signal, context, page } = await filledQuote(options, name);
  await signal.set(context, true);
  await sendAndSeeKept(page);
  // No send under way when the tab goes (a claim would hold the request for 45 s), nothing sent.
  await stillWaiting(page, deadline);
  await page.close();
  await signal.set(context, false);
  await dispatchSync(context, options.base);
  await until('el presupuesto en la lista del equipo', deadline, async () => (await storedQuotes(options.staff, options.base, name)) > 0);
  await context.close();
  return signal;
}

async function restart(options: TrialOptions, name: string, deadline: number): Promise<Signal> {
  const profile = mkdtempSync(path.join(tmpdir(), 'perfil-'));
  try {
    const signal = new Signal(options.address);
    const first = await chromium.launchPersistentContext(profile, { ...LAUNCH, ...CONTEXT_OPTIONS, baseURL: options.base });
    await signal.attach(first);
    const page = first.pages()[0] ?? (await first.newPage());
    await fillQuote(page, name);
    await signal.set(first, true);
    await sendAndSeeKept(page);
    await stillWaiting(page, deadline);
    await first.close();
    // The same profile, with signal: the next page the visitor opens sends what waits.
    const again = await chromium.launchPersistentContext(profile, { ...LAUNCH, ...CONTEXT_OPTIONS, baseURL: options.base });
    const restarted = new Signal(options.address);
    await restarted.attach(again);
    const next = again.pages()[0] ?? (await again.newPage());
    await next.goto('/');
    await queueEmptied(next, deadline);
    await again.close();
    return restarted;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const RUN: Record<DeliveryCase, (options: TrialOptions, name: string, deadline: number) => Promise<Signal>> = {
  'before-send': beforeSend,
  'during-post': duringPost,
  'tab-closed': tabClosed,
  restart,
};

/** One trial: the quote kept and sent by itself; then how many the staff see. */
export async function deliveryTrial(kind: DeliveryCase, name: string, options: TrialOptions): Promise<TrialResult> {
  const started = Date.now();
  const signal = await RUN[kind](options, name, started + (options.timeoutMs ?? 90_000));
  const stored = await storedQuotes(options.staff, options.base, name);
  return { case: kind, name, stored, resends: signal.resends, cutPostStatus: signal.cutPostStatus, ms: Date.now() - started };
}
