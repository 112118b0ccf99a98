import { pino } from 'pino';
import { config } from '../config.js';

export const logger = pino({
  level: process.env.VITEST ? 'silent' : config().LOG_LEVEL,
  redact: { paths: ['req.headers.authorization', '*.password', '*.oldPassword', '*.newPassword', '*.refreshToken'], remove: true },
});
