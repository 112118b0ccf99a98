import { registerNewTrialListener, registerTrialChangeListener } from '../changes/changes.hooks.js';
import { createAlertsForNewTrials, createAlertsForTrialChanges } from './alerts.create.js';
import { registerAlertsMailList } from './alerts.email.js';

let wired = false;

/**
 * Every import (a file, `import --live`, the background sync) alerts the watchers of what it changed
 * or added, in the import batch's own transaction (rows first; each server's dispatcher pushes them).
 * Called once per process by the runtime (server and CLI) and by the tests' database factory.
 */
export function wireImportAlerts(): void {
  if (wired) return;
  wired = true;
  registerTrialChangeListener(async (em, changes) => {
    await createAlertsForTrialChanges(em, changes);
  });
  registerNewTrialListener(async (em, trials) => {
    await createAlertsForNewTrials(em, trials);
  });
}

/** The module's process-wide hooks: import alerts, and the `alerts` mailing list (its one-click unsubscribe). */
export function wireAlerts(): void {
  wireImportAlerts();
  registerAlertsMailList();
}
