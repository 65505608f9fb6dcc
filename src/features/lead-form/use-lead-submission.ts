import { useEffect, useRef, useState } from 'react';
import { useClock } from '../../hooks/use-clock';
import type { Clock } from '../../utils/clock';
import type { FormStatus } from './form-status';
import type { SubmissionState } from './outbox-client';
import type { OutboxPhoto } from '../../contract/outbox-entry';
import { track } from '../../events/track';
import { outboxHasEntries } from '../../contract/outbox-names';
import { config } from '../../config/env';

/**
 * The outbox (IndexedDB, valibot) loads after the page is on screen, not with the first bundle;
 * with it, how a form follows its leads (./follow-leads.ts): they run only once it has loaded.
 */
const loadOutbox = (clock: Clock) => import('./outbox-client').then((m) => ({ client: m.startOutboxReplay(clock), follow: m.followLeads, show: m.showSubmitted }));
type Outbox = Awaited<ReturnType<typeof loadOutbox>>;

export interface LeadSubmission {
  /** What the form shows: idle, sending, sent, saved (waiting) or failed. */
  status: FormStatus;
  /** For what the form decides before sending (invalid: idle; honeypot: sent). */
  setStatus(status: FormStatus): void;
  /**
   * Runs one submission at a time, guarded synchronously: a second click before the outbox
   * code has loaded (or before React re-renders with 'sending') starts nothing.
   */
  once(fn: () => Promise<void>): Promise<void>;
  /** Loads the sending code ahead of Send (the visitor has started on the form). */
  prepare(): void;
  /**
   * Saves the lead in the outbox before any request, sends it, and answers what became of it
   * (also shown in `status`). A lead left waiting is followed until a replay here, in another
   * tab or in the worker settles it; a refused one comes back through `onRestore`.
   */
  send(url: string, bodies: ReadonlyArray<Record<string, string>>, typed: Record<string, unknown>, photos?: readonly OutboxPhoto[]): Promise<SubmissionState>;
}

/** One submission at a time, guarded synchronously (see `LeadSubmission.once`). */
function useOneAtATime(): LeadSubmission['once'] {
  const running = useRef(false);
  return async (fn) => {
    if (running.current) return;
    running.current = true;
    try {
      await fn();
    } finally {
      running.current = false;
    }
  };
}

/**
 * Browser only: where the outbox holds leads (an earlier visit's, another tab's), follow them
 * at once; otherwise the outbox's code comes with the form's first use (`prepare`) or Send, not
 * with every page that shows a form (it was 4.7 KB of the home page's engaged visit).
 */
function useFollowWaiting(clock: Clock, prepare: () => void, disconnect: () => void): void {
  useEffect(() => {
    let mounted = true;
    // Where that cannot be told, the code comes at once, as it always did.
    outboxHasEntries(config.basePath).then(
      (waiting) => mounted && waiting && prepare(),
      () => mounted && prepare(),
    );
    return () => {
      mounted = false;
      disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prepare reads the clock of this render
  }, [clock]);
}

/**
 * The lead form's submission: the outbox protocol lives here, the form keeps
 * its fields. `onRestore` puts a refused lead's typed values back in the form.
 */
export function useLeadSubmission(onRestore: (values: Record<string, unknown>) => void): LeadSubmission {
  const clock = useClock();
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  /** The outbox, once its code has loaded and this form follows it; null until then or after a failed load. */
  const connection = useRef<Promise<Outbox> | null>(null);
  /** Stops following the outbox (the form unmounted). */
  const stop = useRef<() => void>(() => {});
  /** Submissions this form is following until they are sent or fail. */
  const watched = useRef(new Set<string>());
  const once = useOneAtATime();
  const sent = () => track('form-sent');
  const restore = useRef(onRestore);
  restore.current = onRestore;

  /**
   * Loads the outbox's code and follows what happens to this form's leads, once. A load that
   * fails (offline on a first visit, before any worker holds the code) is tried again by the next
   * call, so the next Send can still save or send the lead.
   */
  const connect = (): Promise<Outbox> => {
    if (connection.current) return connection.current;
    let alive = true;
    const loading = loadOutbox(clock).then((outbox) => {
      if (!alive) return outbox;
      const unsubscribe = outbox.follow(outbox.client, { watched: watched.current, restore, setStatus, sent, alive: () => alive });
      stop.current = () => {
        alive = false;
        unsubscribe();
      };
      return outbox;
    });
    stop.current = () => {
      alive = false;
    };
    connection.current = loading;
    loading.catch(() => {
      if (connection.current === loading) connection.current = null;
    });
    return loading;
  };

  const prepare = () => void connect().catch((err: unknown) => console.warn('The form could not load its sending code (tried again on Send):', err));

  useFollowWaiting(clock, prepare, () => {
    stop.current();
    connection.current = null;
  });

  const send: LeadSubmission['send'] = async (url, bodies, typed, photos) => {
    let outbox: Outbox;
    try {
      outbox = await connect();
    } catch (err) {
      // The sending code could not load (offline before the worker held it): nothing was saved,
      // so the visitor is told at once, with the call, WhatsApp and written-email ways, and what
      // they typed stays in the form; the next Send tries the load again.
      console.warn('The lead could not be saved or sent: the form could not load its sending code.', err);
      setStatus({ kind: 'failed' });
      return { kind: 'failed' };
    }
    setStatus({ kind: 'sending' });
    const id = crypto.randomUUID();
    const result = await outbox.client.submit(id, url, bodies, typed, photos);
    await outbox.show(outbox.client, id, result, { watched: watched.current, setStatus, sent });
    return result;
  };

  return { status, setStatus, once, prepare, send };
}
