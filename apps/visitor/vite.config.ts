import { appConfig } from '@mesto/vite-config';
import { defineConfig } from 'vite';

// The visitor site: dev on 5173, preview (the built app, its pages rendered on the server) on 4173; both proxy /api
// and /sockets to the API.
export default defineConfig(appConfig({ devPort: 5173, previewPort: 4173, serverRender: true }));
