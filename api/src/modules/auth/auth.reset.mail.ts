import type { Config } from '../../config.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { NewMail } from '../mail/mail.outbox.js';
import { renderMail } from '../mail/mail.render.js';
import { appOrigin } from '../mail/mail.settings.js';

const T = {
  subject: { fr: 'Trialyst : réinitialisation de votre mot de passe', en: 'Trialyst: reset your password' },
  heading: { fr: 'Réinitialiser votre mot de passe', en: 'Reset your password' },
  intro: {
    fr: 'Une réinitialisation du mot de passe du compte Trialyst {email} a été demandée.',
    en: 'A password reset was requested for the Trialyst account {email}.',
  },
  validity: {
    fr: 'Ce lien ne sert qu’une fois et expire dans 30 minutes. Une fois le nouveau mot de passe choisi, toutes vos sessions sont déconnectées : reconnectez-vous avec le nouveau.',
    en: 'This link works once and expires in 30 minutes. Once the new password is set, every session of yours is signed out: sign in again with the new one.',
  },
  button: { fr: 'Choisir un nouveau mot de passe', en: 'Choose a new password' },
  ignore: {
    fr: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez ce message : votre mot de passe reste inchangé.',
    en: 'Did not ask for it? Ignore this message: your password stays as it is.',
  },
  why: {
    fr: 'Message envoyé parce qu’une réinitialisation a été demandée pour cette adresse sur Trialyst ; il n’est envoyé que sur demande.',
    en: 'Sent because a password reset was requested for this address on Trialyst; it is only ever sent on request.',
  },
} satisfies Record<string, Bilingual>;

/**
 * The reset mail, in the language of the page it was asked from. A transactional mail sent only on
 * request: no List-Unsubscribe (RFC 8058 is for list mail; there is nothing to leave, and refusing
 * these mails would only lock the owner out). The link carries the token: the mail is marked
 * sensitive (its body is emptied once sent) and expires with the token.
 */
export function resetMail(config: Config, r: { userId: string; email: string; locale: 'fr' | 'en'; token: string; expiresAt: Date }): NewMail {
  const l = r.locale;
  const url = `${appOrigin(config)}/reset-password?token=${encodeURIComponent(r.token)}`;
  const { html, text } = renderMail({
    locale: l,
    title: T.subject[l],
    heading: T.heading[l],
    blocks: [
      { type: 'p', text: T.intro[l].replace('{email}', r.email) },
      { type: 'button', label: T.button[l], url },
      { type: 'p', text: T.validity[l] },
      { type: 'p', text: T.ignore[l] },
    ],
    footer: [{ type: 'small', text: T.why[l] }],
  });
  return { userId: r.userId, kind: 'PASSWORD_RESET', to: r.email, locale: l, subject: T.subject[l], text, html, sensitive: true, expiresAt: r.expiresAt };
}
