#!/usr/bin/env node
// The whole platform on one machine: the API (embedded PGlite with demo data) and both front ends, each proxying
// /api and /sockets to the API. Run from the repository root:
//
//   pnpm start   →  node tooling/vite-config/bin/start.mjs          built apps (vite preview on 4173 and 4174)
//   pnpm dev     →  node tooling/vite-config/bin/start.mjs --dev    hot reload (vite on 5173 and 5174, API watch)
//
// The apps are built first when their dist/ is missing or older than their sources. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.PORT ?? 3000);
const apiUrl = `http://127.0.0.1:${apiPort}`;

const apps = [
  // MESTO_SITE_PORT / MESTO_BUSINESS_PORT move them (the fresh-clone check runs beside a developer's own start).
  {
    name: 'visitor',
    label: 'Сайт',
    dir: join(root, 'apps/visitor'),
    port: Number(process.env.MESTO_SITE_PORT || (dev ? 5173 : 4173)),
  },
  {
    name: 'business',
    label: 'Бизнес-панель',
    dir: join(root, 'apps/business'),
    port: Number(process.env.MESTO_BUSINESS_PORT || (dev ? 5174 : 4174)),
  },
];

const children = new Set();
let stopping = false;

function run(command, args, options) {
  // Own process group: stopping it stops what it started (pnpm → tsx → node).
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !options.oneShot) {
      console.error(`\n${args.join(' ')} stopped (${signal ?? code}); stopping the rest.`);
      void stopAll(typeof code === 'number' && code !== 0 ? code : 1);
    }
  });
  return child;
}

function kill(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const waiting = [...children].map((child) => new Promise((done) => child.once('exit', done)));
  for (const child of children) kill(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) kill(child, 'SIGKILL');
  }, 5000);
  await Promise.all(waiting);
  clearTimeout(force);
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// Should this script die some other way, its children (own process groups) must not outlive it.
process.on('exit', () => {
  for (const child of children) kill(child, 'SIGTERM');
});

/** The newest modification time under the given paths (node_modules and dist skipped). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return latest;
}

function needsBuild(app) {
  const built = join(app.dir, 'dist/index.html');
  if (!existsSync(built)) return true;
  // An app rendered on the server also needs its server build.
  if (existsSync(join(app.dir, 'src/entry-server.tsx')) && !existsSync(join(app.dir, 'dist-ssr/entry-server.js'))) {
    return true;
  }
  const sources = [
    join(app.dir, 'src'),
    join(app.dir, 'index.html'),
    join(app.dir, 'public'),
    join(app.dir, 'vite.config.ts'),
    join(root, 'packages'),
    join(root, 'tooling/vite-config/src'),
  ];
  return newest(sources) > statSync(built).mtimeMs;
}

async function build(app) {
  console.log(`▶ building ${app.name}…`);
  // The app's own build script: the visitor site builds its client and its server render.
  const child = run('pnpm', ['run', '--silent', 'build'], { cwd: app.dir, oneShot: true });
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) {
    console.error(`build of ${app.name} failed`);
    await stopAll(1);
  }
}

async function waitForApi(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(`${apiUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  if (!stopping) {
    console.error(`the API did not answer at ${apiUrl}/api/health`);
    await stopAll(1);
  }
}

if (!dev) {
  for (const app of apps) if (needsBuild(app)) await build(app);
}

// The Telegram bot runs when a token is configured. It reaches the API's internal routes with a secret both
// processes share: one is made up for this run unless BOT_INTERNAL_SECRET is set.
const botToken = process.env.TELEGRAM_BOT_TOKEN;
const botSecret = botToken ? (process.env.BOT_INTERNAL_SECRET ?? randomBytes(24).toString('base64url')) : undefined;
const botEnv = botSecret ? { BOT_INTERNAL_SECRET: botSecret } : {};

console.log(`▶ starting the API${dev ? ' (watch mode)' : ''}…`);
run('pnpm', [dev ? 'dev' : 'start'], {
  cwd: join(root, 'apps/api'),
  // Request logs would bury the addresses printed below; LOG_LEVEL=info brings them back.
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: process.env.HOST ?? '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...botEnv,
  },
});
await waitForApi();

if (botToken) {
  console.log('▶ starting the Telegram bot…');
  run('pnpm', [dev ? 'dev' : 'start'], {
    cwd: join(root, 'apps/bot'),
    env: {
      ...process.env,
      ...botEnv,
      MESTO_API_URL: apiUrl,
      SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${apps[0].port}`,
      BUSINESS_URL: process.env.BUSINESS_URL ?? `http://127.0.0.1:${apps[1].port}`,
    },
    // A bot that cannot start (a wrong token, Telegram unreachable) says why and leaves the site running.
    oneShot: true,
  });
}

for (const app of apps) {
  const args = dev ? ['--port', String(app.port)] : ['preview', '--port', String(app.port)];
  run(join(app.dir, 'node_modules/.bin/vite'), [...args, '--strictPort', '--logLevel', 'warn'], {
    cwd: app.dir,
    env: { ...process.env, MESTO_API_TARGET: apiUrl },
  });
}
await Promise.all(
  apps.map(async (app) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !stopping) {
      try {
        await fetch(`http://127.0.0.1:${app.port}/`);
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  }),
);

console.log(`
Место is running${dev ? ' with hot reload' : ''}:
  API             ${apiUrl}/api   (reference: ${apiUrl}/api/docs)
  ${apps[0].label.padEnd(15)} http://127.0.0.1:${apps[0].port}
  ${apps[1].label.padEnd(15)} http://127.0.0.1:${apps[1].port}

Telegram bot    ${botToken ? `on${process.env.TELEGRAM_BOT_NAME ? ` (@${process.env.TELEGRAM_BOT_NAME})` : ''}${process.env.TELEGRAM_WEBHOOK_URL ? ', webhook' : ', long polling'}` : 'off (set TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME to start it)'}

Demo accounts: admin / admin-mesto-2026, business / business-mesto-2026, anna / demo-mesto-2026.
Ctrl+C stops everything.`);
