import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../gql/graphql';
import { useRetryKey } from '../../lib/idempotency';
import { clearTokens, getAccessToken, getRefreshToken, onTokensChange, setTokens } from '../../lib/session';
import { sanitizeLanguage } from '../../lib/i18n';
import { ChangePasswordMutation, LoginMutation, LogoutMutation, MeQuery, RegisterMutation, SetMyLanguageMutation } from './auth.documents';

export type AuthUser = UserFieldsFragment;

export interface AuthContextValue {
  user: AuthUser | null;
  /** 'loading' while the stored session is being checked at start. */
  status: 'loading' | 'ready';
  login(email: string, password: string): Promise<AuthUser>;
  register(email: string, password: string, name?: string): Promise<AuthUser>;
  logout(): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready'>(() => (getAccessToken() ? 'loading' : 'ready'));

  // On load: fetch `me` when a token is stored (the link refreshes an expired token once); else signed out.
  useEffect(() => {
    if (!getAccessToken()) {
      if (getRefreshToken()) clearTokens();
      return;
    }
    let cancelled = false;
    client
      .query({ query: MeQuery, fetchPolicy: 'network-only' })
      .then((res) => {
        if (cancelled) return;
        if (res.data?.me) setUser(res.data.me);
        else {
          clearTokens();
          setUser(null);
        }
      })
      .catch(() => {
        if (cancelled) return;
        clearTokens();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  // A failed refresh elsewhere (authLost) clears the tokens: forget the user too.
  useEffect(
    () =>
      onTokensChange(() => {
        if (!getAccessToken()) setUser(null);
      }),
    [],
  );

  // The language of the user's emails follows the interface's: switching it while signed in stores it.
  const { i18n } = useTranslation();
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const onChange = (lng: string) => {
      const locale = sanitizeLanguage(lng);
      if (locale) void client.mutate({ mutation: SetMyLanguageMutation, variables: { locale } }).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [client, i18n, signedIn]);

  const afterSessionChange = useCallback(async () => {
    await client.resetStore().catch(() => undefined);
  }, [client]);

  const login = useCallback(
    async (email: string, password: string) => {
      const res = await client.mutate({ mutation: LoginMutation, variables: { email, password } });
      const payload = res.data!.login;
      setTokens(payload.accessToken, payload.refreshToken);
      setUser(payload.user);
      void afterSessionChange();
      return payload.user;
    },
    [client, afterSessionChange],
  );

  const registerKey = useRetryKey();
  const register = useCallback(
    async (email: string, password: string, name?: string) => {
      const variables = { email, password, name: name?.trim() || null };
      // Submitting the same form again after a failure retries the same registration (no "email taken").
      const res = await client.mutate({ mutation: RegisterMutation, variables: { ...variables, clientMutationId: registerKey.keyFor(variables) } });
      registerKey.done();
      const payload = res.data!.register;
      setTokens(payload.accessToken, payload.refreshToken);
      setUser(payload.user);
      void afterSessionChange();
      return payload.user;
    },
    [client, afterSessionChange, registerKey],
  );

  const logout = useCallback(async () => {
    if (user || getAccessToken()) {
      await client.mutate({ mutation: LogoutMutation, variables: { refreshToken: getRefreshToken() } }).catch(() => undefined);
    }
    clearTokens();
    setUser(null);
    await afterSessionChange();
  }, [client, afterSessionChange, user]);

  const changePassword = useCallback(
    async (oldPassword: string, newPassword: string) => {
      await client.mutate({ mutation: ChangePasswordMutation, variables: { oldPassword, newPassword } });
    },
    [client],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, login, register, logout, changePassword }),
    [user, status, login, register, logout, changePassword],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
