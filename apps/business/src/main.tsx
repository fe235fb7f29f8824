import './index.css';
import { applyStoredColorScheme } from '@mesto/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { env } from './config/env.ts';
import { startAnalytics } from './lib/analytics.ts';
import { session } from './lib/api.ts';
import { buildCheck } from './lib/build-check.ts';

// Before the first render: the saved colour scheme (no white flash for dark-scheme visitors), who is signed in
// (spec §4: auth/init at start), the hourly build check and, on PRODUCTION only, analytics.
applyStoredColorScheme();
void session.init();
buildCheck.start();
const tracker = startAnalytics(env);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App tracker={tracker} />
  </StrictMode>,
);
