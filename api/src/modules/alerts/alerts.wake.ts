import { EventEmitter } from 'node:events';

/** In-process wake-up of the alert dispatchers: rows written by this process are pushed at once, not at the next poll. */
const wake = new EventEmitter();
wake.setMaxListeners(0);

export function nudgeAlertDispatchers(): void {
  wake.emit('wake');
}

export function onAlertNudge(fn: () => void): () => void {
  wake.on('wake', fn);
  return () => void wake.off('wake', fn);
}
