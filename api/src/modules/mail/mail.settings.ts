import { ConfigError, type Config } from '../../config.js';

/** Where mail goes and who sends it: both set, or email is off. */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** The server's mail settings, or null when email is off (SMTP_URL unset). */
export function mailSettings(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): MailSettings | null {
  return config.SMTP_URL && config.MAIL_FROM ? { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM } : null;
}

export const mailEnabled = (config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): boolean => mailSettings(config) !== null;

/**
 * At start: SMTP_URL and MAIL_FROM come together, and a production server that mails links knows
 * the address users reach it at (PUBLIC_URL): a link to localhost in a mail helps nobody.
 */
export function checkMailConfig(config: Config): void {
  if (config.SMTP_URL && !config.MAIL_FROM)
    throw new ConfigError('Invalid environment configuration:\n  MAIL_FROM: required with SMTP_URL (the sender, e.g. "Trialyst <alerts@example.com>")');
  if (config.MAIL_FROM && !config.SMTP_URL)
    throw new ConfigError('Invalid environment configuration:\n  SMTP_URL: required with MAIL_FROM (e.g. smtps://user:pass@smtp.example.com:465)');
  if (config.SMTP_URL && config.isProduction && !config.PUBLIC_URL)
    throw new ConfigError(
      'Invalid environment configuration:\n  PUBLIC_URL: required with SMTP_URL in production (the links in emails start with it, e.g. https://trialyst.example)',
    );
}

/**
 * The origin the links in mails start with: PUBLIC_URL, else the address the server listens at
 * (development and tests; a wildcard HOST means this machine, `localhost`). Never a request's Host
 * header: a forged one would put another site's address in a password reset mail.
 */
export function appOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const host = ['', '0.0.0.0', '::', '[::]'].includes(config.HOST) ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}
