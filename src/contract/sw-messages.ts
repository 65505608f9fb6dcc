/**
 * Messages between the page and the service worker. Both sides validate what they receive
 * with these guards instead of casting.
 */

/** Page -> worker: activate the waiting worker now (the visitor accepted the update). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}
/** Page -> worker: cache what the card and link-in-bio pages need offline. */
export interface WarmMessage {
  type: 'WARM';
}
export type PageToWorkerMessage = SkipWaitingMessage | WarmMessage;

/** Worker -> page: revalidation brought a record different from the cached one. */
export interface RecordUpdatedMessage {
  type: 'RECORD_UPDATED';
  url: string;
}
export type WorkerToPageMessage = RecordUpdatedMessage;

/**
 * Any context -> every other (BroadcastChannel `OUTBOX_CHANNEL`): the lead outbox changed (a lead
 * saved, delivered or failed); `pending` is what still waits, when the sender counted it.
 */
export interface OutboxChangedMessage {
  type: 'outbox-changed';
  pending?: number;
}

export function outboxChangedMessage(pending?: number): OutboxChangedMessage {
  return pending === undefined ? { type: 'outbox-changed' } : { type: 'outbox-changed', pending };
}

export function isOutboxChangedMessage(data: unknown): data is OutboxChangedMessage {
  if (!hasType(data) || data.type !== 'outbox-changed') return false;
  const pending = (data as { pending?: unknown }).pending;
  return pending === undefined || (typeof pending === 'number' && Number.isSafeInteger(pending) && pending >= 0);
}

function hasType(data: unknown): data is { type: unknown } {
  return typeof data === 'object' && data !== null && 'type' in data;
}

export function isPageToWorkerMessage(data: unknown): data is PageToWorkerMessage {
  return hasType(data) && (data.type === 'SKIP_WAITING' || data.type === 'WARM');
}

export function isRecordUpdatedMessage(data: unknown): data is RecordUpdatedMessage {
  return hasType(data) && data.type === 'RECORD_UPDATED' && typeof (data as { url?: unknown }).url === 'string';
}
