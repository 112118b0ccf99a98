import type { Router } from 'express';
import type { Deps } from '../../deps.js';

/** REST facades of the analytics module (the spec's section 7), mounted under /api. */
export function analyticsRoutes(_router: Router, _deps: Deps): void {}
