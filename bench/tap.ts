// How the benchmarks tap a button the way a finger does: once it is painted, at its centre.
import type { Locator, Page } from '@playwright/test';

/** Waits for the button to be laid out on screen, in a frame, and clicks its centre. */
export async function tapWhenPainted(page: Page, button: Locator, timeout: number): Promise<void> {
  await button.waitFor({ state: 'visible', timeout });
  // A frame: the stylesheet has arrived and the button is painted, not only parsed.
  await button.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    return new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const box = await button.boundingBox();
  if (!box) throw new Error('the button has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
