/**
 * The host's speed at the moment of a measurement, as Lighthouse rates it
 * (`benchmarkIndex`: its two half-second loops run in a blank tab at full
 * speed). This machine's virtual CPUs give about 2,000 when the host is quiet
 * and half that when it is busy, and every timed figure moves with them: the
 * benches print the index beside the figures so that a reading can be told
 * from the host's load.
 */
import {chromium, type Browser} from '@playwright/test';
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';
import {CHROMIUM_PATH} from '../playwright.config';

/** Lighthouse's benchmark index, measured now in a blank tab of `browser` (a new headless Chromium when none is given). */
export async function cpuIndex(browser?: Browser): Promise<number> {
  if (!browser) {
    const own = await chromium.launch({executablePath: CHROMIUM_PATH, args: ['--no-sandbox']});
    try {
      return await cpuIndex(own);
    } finally {
      await own.close();
    }
  }
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/** An index as the benches print it: "CPU index 1,840". */
export function cpuIndexText(index: number): string {
  return `CPU index ${Math.round(index).toLocaleString('en-US')}`;
}
