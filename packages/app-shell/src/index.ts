// The public surface of @mesto/app-shell: the frame both front ends share. Test helpers: `@mesto/app-shell/testing`.

// The chats connection startApp keeps while someone is signed in, for the screens of either app.
export type { Realtime, RealtimeStatus } from '@mesto/realtime';
export { useRealtime, useRealtimeStatus } from '@mesto/realtime/react';
export { AppProvider, type AppProviderProps } from './app/app-provider.tsx';
export { RootRoute, rootRoute } from './app/root-route.tsx';
export { notFoundRoute, RouteError, withRouteError } from './app/route-error.tsx';
export { type ShellPaths, type StartAppOptions, startApp } from './app/start-app.tsx';
export { AuthCard } from './auth/auth-card.tsx';
export { AuthForm, type AuthFormCheck, type AuthFormProps, type FieldErrors } from './auth/auth-form.tsx';
export { LoginForm } from './auth/login-form.tsx';
export { LoginScreen, type LoginScreenProps } from './auth/login-screen.tsx';
export { TelegramLogin, type TelegramLoginPayload } from './auth/telegram-login.tsx';
export { useLogout } from './auth/use-logout.ts';
export { useReturnPath } from './auth/use-return-path.ts';
export { useTelegramBotName } from './auth/use-telegram-bot-name.ts';
export type { ChatSummary, ShownMessage, StoredMessage } from './chats/chat-types.ts';
export { type AvatarUrls, ChatWorkspace, type ChatWorkspaceProps } from './chats/chat-workspace.tsx';
export { chatMessages as chatScreenMessages } from './chats/messages.ts';
export { UnreadBadge } from './chats/unread-badge.tsx';
export { useConversation } from './chats/use-conversation.ts';
export { useUnreadChats } from './chats/use-unread-chats.ts';
export { AppLogo } from './components/app-logo.tsx';
export { FullScreenLoader } from './components/full-screen-loader.tsx';
export { ScreenPlaceholder, type ScreenPlaceholderProps } from './components/screen-placeholder.tsx';
export { SkipLink } from './components/skip-link.tsx';
export { type PublicEnv, type PublicVariable, parsePublicEnv, readPublicVariables } from './config/env.ts';
export { makeSchemasJitless } from './config/jitless-schemas.ts';
export { type StoredFile, useImageUpload } from './files/use-image-upload.ts';
export { EditorForm, type EditorFormProps } from './forms/editor-form.tsx';
export { type FieldPath, isWithin, valueAt } from './forms/field-path.ts';
export { FormField, type FormFieldProps } from './forms/form-field.tsx';
export { formMessages } from './forms/form-messages.ts';
export {
  type BoundControl,
  type EditorFormOptions,
  type EditorFormState,
  useEditorForm,
} from './forms/use-editor-form.ts';
export { type LeavesEditor, useUnsavedChanges } from './forms/use-unsaved-changes.ts';
export { RequireAuth } from './guards/require-auth.tsx';
export { AccountMenu, type AccountMenuProps } from './layouts/account-menu.tsx';
export { LoginLayout } from './layouts/login-layout.tsx';
export { PhoneMenu, type PhoneMenuProps } from './layouts/phone-menu.tsx';
export type { AccountLink } from './layouts/user-menu.tsx';
export { type MetrikaTracker, startAnalytics } from './lib/analytics.ts';
export { checkLatestBuild, recoverFromChunkError, setNavigationTarget, startBuildCheck } from './lib/build-check.ts';
export { type RouteDefinition, screenRoute } from './lib/lazy-route.ts';
export { safeRedirect } from './lib/safe-redirect.ts';
export { shellMessages } from './messages.ts';
export {
  CursorList,
  type CursorListProps,
  type CursorQuery,
  ListRows,
  ListSkeleton,
  LoadFailed,
  NothingFound,
} from './queries/cursor-list.tsx';
export {
  type ApiPath,
  type CursorPage,
  cursorPagesOptions,
  invalidateCollection,
  pageItems,
} from './queries/cursor-pages.ts';
export {
  type GlobalSearchGroupKey,
  type GlobalSearchResult,
  globalSearchQueryOptions,
} from './search/global-search-query.ts';
export { HeaderSearch, type HeaderSearchProps } from './search/header-search.tsx';
export { searchMessages } from './search/messages.ts';
export { type SearchLinks, searchGroups } from './search/search-groups.ts';
export { type ShellConfig, ShellConfigProvider, useAbsoluteUrl, useShellConfig } from './shell-config.tsx';
export { GuestHintProvider, useGuestHint } from './ssr/guest-hint.tsx';
export { RenderTimeProvider, useNow } from './ssr/render-time.tsx';
export { HttpStatus, type ResponseStatus, useResponseStatus } from './ssr/response-status.tsx';
export { loadQueries, loadQuery, type RouteData, routeData } from './ssr/route-data.ts';
export { DebouncedSearchForm, type DebouncedSearchFormProps } from './url-state/debounced-search-form.tsx';
export {
  parseUrlState,
  type UrlParam,
  type UrlParams,
  type UrlState,
  type UrlStateSchema,
  writeUrlState,
} from './url-state/url-state.ts';
export { useDebouncedText } from './url-state/use-debounced-text.ts';
export { type SetUrlState, type UrlStateUpdate, useUrlState } from './url-state/use-url-state.ts';
