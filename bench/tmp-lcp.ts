import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { startServer } from './lib/spawn-server.ts';
const api = await startServer({ routes: [] });
const child = spawn('/work/main/apps/visitor/node_modules/.bin/vite', ['preview', '--port', '4999', '--strictPort'], { cwd: '/work/main/apps/visitor', env: { ...process.env, MESTO_API_TARGET: api.address }, stdio: 'ignore', detached: true });
for (let i = 0; i < 100; i++) { try { if ((await fetch('http://127.0.0.1:4999/')).ok) break; } catch { await new Promise(r => setTimeout(r, 200)); } }
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of (process.env.PAGES ?? '/').split(',')) {
  for (let i = 0; i < 2; i++) {
    const r = await lighthouse(`http://127.0.0.1:4999${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits;
    if (i === 0) continue;
    console.log(path, 'perf', r!.lhr.categories.performance?.score, 'FCP', a['first-contentful-paint']?.numericValue, 'LCP', a['largest-contentful-paint']?.numericValue, 'TBT', a['total-blocking-time']?.numericValue, 'SI', a['speed-index']?.numericValue);
    console.log(JSON.stringify((a['largest-contentful-paint-element'] as any)?.details?.items?.map((x: any) => x.items ?? x), null, 0).slice(0, 1500));
    const rb = a['render-blocking-insight'] ?? a['render-blocking-resources'];
    console.log('render-blocking', JSON.stringify((rb as any)?.details?.items ?? []).slice(0, 500));
    const nr = (a['network-requests'] as any)?.details?.items ?? [];
    console.log(nr.map((x: any) => `${x.url.replace('http://127.0.0.1:4999', '')} ${x.transferSize} ${Math.round(x.networkEndTime - x.networkRequestTime)}`).join('\n').slice(0, 2500));
  }
}
await chrome.kill(); process.kill(-child.pid!, 'SIGTERM'); await api.stop();
