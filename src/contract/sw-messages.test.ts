import { describe, expect, it } from 'vitest';
import { isOutboxChangedMessage, isPageToWorkerMessage, isRecordUpdatedMessage, outboxChangedMessage } from './sw-messages';

describe('worker messages', () => {
  it('accepts only the page messages the worker understands', () => {
    expect(isPageToWorkerMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isPageToWorkerMessage({ type: 'WARM' })).toBe(true);
    expect(isPageToWorkerMessage({ type: 'skip_waiting' })).toBe(false);
    expect(isPageToWorkerMessage('SKIP_WAITING')).toBe(false);
    expect(isPageToWorkerMessage(null)).toBe(false);
  });

  it('recognises a record update only with its url', () => {
    expect(isRecordUpdatedMessage({ type: 'RECORD_UPDATED', url: 'https://x/paginas/a' })).toBe(true);
    expect(isRecordUpdatedMessage({ type: 'RECORD_UPDATED' })).toBe(false);
    expect(isRecordUpdatedMessage({ type: 'OTHER', url: 'x' })).toBe(false);
  });
});

describe('outbox-changed (issue 14 item 4: one typed message for every context)', () => {
  it('round-trips and refuses what is not one', () => {
    expect(isOutboxChangedMessage(outboxChangedMessage())).toBe(true);
    expect(isOutboxChangedMessage(outboxChangedMessage(3))).toBe(true);
    for (const bad of [null, 'outbox-changed', { type: 'outbox-changed', pending: -1 }, { type: 'outbox-changed', pending: '2' }, { type: 'RECORD_UPDATED', url: 'x' }])
      expect(isOutboxChangedMessage(bad), JSON.stringify(bad)).toBe(false);
  });
});
