import { cutText, DISPLAY_NAME_MAX_LENGTH, LoginProvider, REFRESH_TOKEN_KEY, toOneLine } from '@mesto/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { badRequest, fieldError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { takeRate } from '../../lib/rate-limit.ts';
import { errorResponses, Ok } from '../../lib/schemas.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { UserRow } from '../../lib/user-card.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import type { FileStorage } from '../files/seam.ts';
import { CurrentUser, DisplayName, Email, Password, Phone, toCurrentUser, Username } from '../users/seam.ts';
import { createPasswordAccount, findByLogin, storeBindingToken, telegramAccount, userById } from './auth.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  clearSessionCookies,
  endSessions,
  rotateOrThrow,
  sessionOfRefreshToken,
  setSessionCookies,
  startSession,
} from './sessions.ts';
import { TelegramLoginPayload, verifyTelegramLogin } from './telegram.ts';
import { adoptTelegramPhoto } from './telegram-photo.ts';
import { attemptSucceeded, beginAttempt } from './throttle.ts';

const AuthResponse = z
  .object({ user: CurrentUser, accessToken: z.string(), refreshToken: z.string() })
  .meta({ id: 'AuthResponse', description: 'The user, with an access token and a refresh token.' });

const SignupBody = z
  .object({
    username: Username,
    displayName: DisplayName.optional(),
    email: Email.optional(),
    phone: Phone.optional(),
    password: Password,
  })
  .meta({ id: 'SignupBody' });

const LoginBody = z
  .object({
    login: z.string().trim().max(200).optional().describe('Username, email or phone.'),
    password: z.string().max(200).optional(),
    provider: z.enum([LoginProvider.TELEGRAM]).optional(),
    telegram: TelegramLoginPayload.optional(),
  })
  .meta({ id: 'LoginBody' });

const BINDING_TOKEN_TTL_SECONDS = 10 * 60;

export const authRoutes = (env: Env, storage?: FileStorage): FastifyPluginAsyncZod =>
  async function authRoutesPlugin(app) {
    const tags = ['auth'];

    // Tokens travel in these bodies: no browser, proxy or CDN may keep a copy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    async function respondWithSession(
      request: Parameters<typeof startSession>[3],
      reply: import('fastify').FastifyReply,
      user: UserRow,
    ) {
      const tokens = await startSession(app.db, env, user.id, request);
      setSessionCookies(reply, env, tokens);
      return { user: toCurrentUser(user), accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    }

    app.post(
      '/auth/signup',
      {
        schema: {
          tags,
          summary: 'Create an account with a password and sign in',
          body: SignupBody,
          response: { 200: AuthResponse, ...errorResponses },
        },
        // Its answer carries the new session's tokens, which are never kept for a replay.
        config: { idempotent: false },
      },
      async (request, reply) => {
        const { username, displayName, email, phone, password } = request.body;
        const allowance = await takeRate(app.counters, `signup:${clientAddressKey(request.ip)}`, {
          max: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
          windowSeconds: 3600,
        });
        if (!allowance.ok) {
          throw tooManyRequests(messages.auth.signupLimited(allowance.retryAfterSeconds), allowance.retryAfterSeconds);
        }
        const passwordHash = await hashPassword(password);
        const created = await createPasswordAccount(app.db, { username, displayName, email, phone, passwordHash });
        return respondWithSession(request, reply, created);
      },
    );

    app.post(
      '/auth/login',
      {
        // A session, not data anyone lists: the caller's reads stay on the replica (plugins/db.ts).
        config: { recentWrite: false },
        schema: {
          tags,
          summary: 'Sign in with a password (username, email or phone) or with Telegram',
          body: LoginBody,
          response: { 200: AuthResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body;

        if (body.provider === LoginProvider.TELEGRAM) {
          if (!env.TELEGRAM_BOT_TOKEN) throw badRequest(messages.auth.telegramNotConfigured, undefined, 'TELEGRAM_OFF');
          if (!body.telegram) throw fieldError('telegram', messages.auth.telegramPayloadRequired);
          const attempt = await beginAttempt(app.counters, { address: clientAddressKey(request.ip) });
          const verdict = verifyTelegramLogin(body.telegram, env.TELEGRAM_BOT_TOKEN);
          if (verdict !== 'ok') {
            throw unauthorized(
              verdict === 'expired' ? messages.auth.telegramExpired : messages.auth.telegramBadHash,
              verdict === 'expired' ? 'TELEGRAM_EXPIRED' : 'TELEGRAM_BAD_HASH',
            );
          }
          await attemptSucceeded(app.counters, attempt);
          const telegram = body.telegram;
          // Telegram's names are outside text: made one line, as a display name is (docs/security.md).
          const displayName = cutText(
            toOneLine([telegram.first_name, telegram.last_name].filter(Boolean).join(' ')),
            DISPLAY_NAME_MAX_LENGTH,
          ).trim();
          const { user, created } = await telegramAccount(app.db, telegram, displayName);
          // A new account takes its name and its photo from Telegram.
          if (created && user && storage) {
            const avatarFileId = await adoptTelegramPhoto(app.db, storage, user.id, telegram.photo_url, request.log);
            if (avatarFileId) user.avatarFileId = avatarFileId;
          }
          return respondWithSession(request, reply, user as UserRow);
        }

        if (!body.login) throw fieldError('login', messages.auth.loginRequired);
        if (!body.password) throw fieldError('password', messages.auth.passwordRequired);
        const user = await findByLogin(app.db, body.login);
        // Keyed by the account itself, so writing one phone or email several ways does not reset the count.
        const account = user ? user.id : `unknown:${body.login.toLowerCase()}`;
        const attempt = await beginAttempt(app.counters, { address: clientAddressKey(request.ip), account });
        const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
        if (!user || !valid) throw unauthorized(messages.auth.wrongCredentials, 'WRONG_CREDENTIALS');
        await attemptSucceeded(app.counters, attempt);
        return respondWithSession(request, reply, user);
      },
    );

    app.post(
      '/auth/init',
      {
        // A session, not data anyone lists: the caller's reads stay on the replica (plugins/db.ts).
        config: { recentWrite: false },
        schema: {
          tags,
          summary: 'The current user, or null; renews an expired access token from the refresh cookie',
          response: {
            200: z
              .object({
                user: CurrentUser.nullable(),
                accessToken: z.string().optional(),
                refreshToken: z.string().optional(),
              })
              .meta({ id: 'AuthInitResponse' }),
          },
        },
      },
      async (request, reply) => {
        if (request.viewer) {
          const user = await userById(app.db, request.viewer.id);
          return { user: user ? toCurrentUser(user) : null };
        }
        const presented = request.cookies[REFRESH_TOKEN_KEY];
        if (!presented) return { user: null };
        try {
          const { userId, tokens } = await rotateOrThrow(app, env, presented);
          const user = await userById(app.db, userId);
          if (!user) return { user: null };
          setSessionCookies(reply, env, tokens);
          return { user: toCurrentUser(user), accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
        } catch {
          // init never fails for a signed-out caller: a stale refresh cookie just means "nobody".
          clearSessionCookies(reply, env);
          return { user: null };
        }
      },
    );

    app.post(
      '/auth/refresh',
      {
        // A session, not data anyone lists: the caller's reads stay on the replica (plugins/db.ts).
        config: { recentWrite: false },
        schema: {
          tags,
          summary: 'Exchange a refresh token (cookie or body) for a new pair; a reused token ends the session',
          body: z.object({ refreshToken: z.string().max(200).optional() }).nullish(),
          response: { 200: AuthResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const presented = request.body?.refreshToken ?? request.cookies[REFRESH_TOKEN_KEY];
        try {
          const { userId, tokens } = await rotateOrThrow(app, env, presented);
          const user = await userById(app.db, userId);
          if (!user) throw unauthorized(messages.auth.refreshInvalid, 'REFRESH_INVALID');
          setSessionCookies(reply, env, tokens);
          return { user: toCurrentUser(user), accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
        } catch (error) {
          // A refused token's cookies go with it. A call that brought none has nothing of its own to clear: clearing
          // anyway would end a session opened meanwhile in another tab (its cookies are the ones the browser holds).
          if (presented !== undefined) clearSessionCookies(reply, env);
          throw error;
        }
      },
    );

    app.post(
      '/auth/logout',
      {
        // A session, not data anyone lists: the caller's reads stay on the replica (plugins/db.ts).
        config: { recentWrite: false },
        schema: {
          tags,
          summary: 'End the current session and clear both cookies',
          body: z.object({ refreshToken: z.string().max(200).optional() }).nullish(),
          response: { 200: Ok },
        },
      },
      async (request, reply) => {
        const presented = request.body?.refreshToken ?? request.cookies[REFRESH_TOKEN_KEY];
        const sessionId =
          request.viewer?.sessionId ?? (presented ? await sessionOfRefreshToken(app.db, presented) : undefined);
        if (sessionId) await endSessions(app, { sessionId }, 'logout');
        clearSessionCookies(reply, env);
        return { ok: true as const };
      },
    );

    app.get(
      '/auth/generate-binding-token',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'A one-time token and bot link that binds a Telegram account to the current user',
          response: {
            200: z
              .object({ token: z.string(), expiresAt: z.iso.datetime(), link: z.string() })
              .meta({ id: 'BindingToken' }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        if (!request.viewer) throw unauthorized();
        if (!env.TELEGRAM_BOT_NAME) throw badRequest(messages.auth.bindingBotMissing, undefined, 'BOT_OFF');
        const token = randomToken(24);
        const expiresAt = new Date(Date.now() + BINDING_TOKEN_TTL_SECONDS * 1000);
        await storeBindingToken(app.db, request.viewer.id, token, expiresAt);
        return {
          token,
          expiresAt: expiresAt.toISOString(),
          link: `https://t.me/${env.TELEGRAM_BOT_NAME}?start=${token}`,
        };
      },
    );
  };
