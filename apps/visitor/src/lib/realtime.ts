// The chats connection now lives in @mesto/realtime and is started by @mesto/app-shell for both apps. This file only
// keeps older imports working; import `useRealtime` / `useRealtimeStatus` from '@mesto/app-shell' instead.
export { useRealtime, useRealtimeStatus } from '@mesto/app-shell';
