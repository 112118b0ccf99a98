import { EventEmitter } from 'node:events';

/** In-process wake-up of the mail sender: a mail queued by this process goes out at once, not at the next poll. */
const wake = new EventEmitter();
wake.setMaxListeners(0);

export function nudgeMailSender(): void {
  wake.emit('wake');
}

export function onMailNudge(fn: () => void): () => void {
  wake.on('wake', fn);
  return () => void wake.off('wake', fn);
}
