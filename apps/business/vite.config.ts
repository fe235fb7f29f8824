import { appConfig } from '@mesto/vite-config';
import { defineConfig } from 'vite';

// The business panel: dev on 5174, preview (the built app) on 4174; both proxy /api and /sockets to the API.
export default defineConfig(appConfig({ devPort: 5174, previewPort: 4174 }));
