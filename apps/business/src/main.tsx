import './config/strict-csp.ts';
import './index.css';
import { startApp } from '@mesto/app-shell';
import { routes } from './app/router.tsx';
import { env } from './config/env.ts';
import { paths } from './config/paths.ts';
import { shellMessages } from './shell-messages.ts';

startApp({ env, paths, documentTitle: shellMessages.documentTitle, routes });
