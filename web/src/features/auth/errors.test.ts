import { CombinedGraphQLErrors } from '@apollo/client';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/auth.json';
import errorsEn from '../../locales/en/errors.json';
import fr from '../../locales/fr/auth.json';
import errorsFr from '../../locales/fr/errors.json';
import { errorMessage } from './errors';

function gqlError(message: string, code: string, details?: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code, details } }] } as never);
}

async function translator(lng: 'fr' | 'en') {
  const i = i18next.createInstance();
  await i.init({ lng, resources: { fr: { auth: fr, errors: errorsFr }, en: { auth: en, errors: errorsEn } }, interpolation: { escapeValue: false } });
  return i.t.bind(i);
}

describe('password policy messages', () => {
  it('turns the server reason into words in fr and en', async () => {
    const tFr = await translator('fr');
    const tEn = await translator('en');
    const common = gqlError('This password is among the most common ones: choose another', 'BAD_USER_INPUT', {
      field: 'password',
      reason: 'PASSWORD_TOO_COMMON',
    });
    expect(errorMessage(common, tFr as never, 'auth')).toBe('Ce mot de passe fait partie des plus courants : choisissez-en un autre');
    expect(errorMessage(common, tEn as never, 'auth')).toBe('This password is one of the most common ones: choose another');
    const short = gqlError('Password must contain at least 8 characters', 'BAD_USER_INPUT', { field: 'password', reason: 'PASSWORD_TOO_SHORT', min: 8 });
    expect(errorMessage(short, tFr as never, 'auth')).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const long = gqlError('Password is too long (128 characters at most)', 'BAD_USER_INPUT', { reason: 'PASSWORD_TOO_LONG', max: 128 });
    expect(errorMessage(long, tEn as never, 'auth')).toBe('The password cannot exceed 128 characters');
  });

  it('other input errors are worded too, never the server message', async () => {
    const tFr = await translator('fr');
    expect(errorMessage(gqlError('Invalid email address', 'BAD_USER_INPUT', { field: 'email', reason: 'EMAIL_INVALID' }), tFr as never, 'auth')).toBe(
      "Format d'email invalide",
    );
    expect(errorMessage(gqlError('Invalid email address', 'BAD_USER_INPUT', { field: 'email' }), tFr as never, 'auth')).toBe(
      'Les données saisies sont invalides.',
    );
  });
});
