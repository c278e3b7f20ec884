// `npm run build:images`: draws the PNG icons and the social image in Chromium from the favicon's SVG mark, into
// web/public (committed; run again only when the brand changes).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test/support/chromium.js';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const mark = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const markData = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;

const socialImage = `
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:'Liberation Sans',Arial,sans-serif;color:#fff;background:linear-gradient(135deg,#1e3a8a 0%,#2b58d6 60%,#3b82f6 100%)">
  <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700">
    <img src="${markData}" style="width:72px;height:72px;border-radius:16px;box-shadow:0 0 0 3px rgba(255,255,255,.6)"> UK SMS Numbers
  </div>
  <div>
    <div style="font-size:76px;font-weight:800;line-height:1.05;letter-spacing:-1px">Receive SMS verification<br>codes on a UK +44 number</div>
    <div style="margin-top:28px;font-size:32px;opacity:.9">One-time codes from $0.99 · 30-day leases · UK eSIMs · Pay with crypto</div>
  </div>
</div>`;

const icon = (size: number) => `<img src="${markData}" style="display:block;width:${size}px;height:${size}px">`;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const shots: [string, string, number, number][] = [
      ['og-image.png', socialImage, 1200, 630],
      ['apple-touch-icon.png', icon(180), 180, 180],
      ['favicon-32.png', icon(32), 32, 32],
    ];
    for (const [file, html, width, height] of shots) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.setContent(`<body style="margin:0">${html}</body>`);
      await page.screenshot({ path: path.join(PUBLIC, file), omitBackground: file !== 'og-image.png' });
      await page.close();
      console.log(`web/public/${file} (${width}x${height})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
