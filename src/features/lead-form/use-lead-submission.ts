import { useEffect, useRef, useState } from 'react';
import { useClock } from '../../hooks/use-clock';
import type { Clock } from '../../utils/clock';
import type { FormStatus } from './form-status';
import type { OutboxClient, SubmissionState } from './outbox-client';
import type { OutboxPhoto } from '../../contract/outbox-entry';
import { track } from '../../events/track';
import { outboxHasEntries } from '../../contract/outbox-names';
import { config } from '../../config/env';

/** The outbox (IndexedDB, valibot) loads after the page is on screen, not with the first bundle. */
const loadOutbox = (clock: Clock) => import('./outbox-client').then((m) => m.startOutboxReplay(clock));

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

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

interface Following {
  /** Submissions this form is following until they are sent or fail. */
  watched: Set<string>;
  /** Puts a refused lead's typed values back in the form. */
  restore: { current: (values: Record<string, unknown>) => void };
  setStatus(status: FormStatus): void;
  /** False once the form stopped following the outbox. */
  alive(): boolean;
}

/**
 * Follows what the outbox does with this form's leads (shows a failed one, and the form's state
 * while one waits); shows at once a lead that failed before, or one sent without its photos while
 * no form followed it. Returns the unsubscribe.
 */
function followLeads(client: OutboxClient, { watched, restore, setStatus, alive }: Following): () => void {
  /** Shows a refused lead; answers whether it did. */
  const showFailed = async (id?: string): Promise<boolean> => {
    const entry = await client.takeFailed(id);
    if (!alive() || !entry) return false;
    if (entry.values) restore.current(entry.values);
    setStatus({ kind: 'failed' });
    return true;
  };
  // A lead a relay took without its photos where no form said so (the worker's Background Sync
  // with every page closed, a page without the form): said once, here, in the record's language,
  // unless the form is saying that a lead failed or waits (the note stays for then). The client
  // answers the status to show (`takeUntold`): the photo note's reader is in its chunk.
  const tellUntold = async () => {
    const untold = await client.takeUntold();
    if (untold && alive()) setStatus(untold);
  };
  /** Shows what became of the followed leads; answers whether the form now says one failed or waits. */
  const settle = async (): Promise<boolean> => {
    const ids = [...watched];
    if (ids.length === 0) return showFailed();
    const states = await Promise.all(ids.map((id) => client.stateOf(id)));
    if (!alive()) return true;
    states.forEach((st, i) => st.kind !== 'pending' && watched.delete(ids[i]!));
    const failed = ids.filter((_, i) => states[i]!.kind === 'failed');
    for (const id of failed) await showFailed(id);
    if (failed.length) return true;
    const waiting = states.find((st) => st.kind === 'pending');
    if (waiting?.kind === 'pending') {
      setStatus({ kind: 'saved', waiting: waiting.waiting, offline: isOffline(), persisted: waiting.persisted });
      return true;
    }
    setStatus(states.find((st): st is Extract<SubmissionState, { kind: 'sent' }> => st.kind === 'sent') ?? { kind: 'sent' });
    track('form-sent');
    return false;
  };
  const refresh = () => settle().then((busy) => (busy ? undefined : tellUntold()));
  const unsubscribe = client.subscribe(() => void refresh());
  void showFailed().then((shown) => (shown ? undefined : tellUntold()));
  return unsubscribe;
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

/** Shows what became of a lead just submitted; a waiting one is followed until it settles. */
async function showSubmitted(client: OutboxClient, id: string, result: SubmissionState, watched: Set<string>, setStatus: (status: FormStatus) => void): Promise<void> {
  if (result.kind === 'failed') {
    // Refused (4xx): the form keeps what was typed; the entry is not left to show again.
    await client.takeFailed(id);
    setStatus({ kind: 'failed' });
  } else if (result.kind === 'pending') {
    watched.add(id);
    setStatus({ kind: 'saved', waiting: result.waiting, offline: isOffline(), persisted: result.persisted });
  } else {
    // Sent (with what became of its photos) or its photos not stored: the form status of the same
    // shape, which the photos' chunk speaks of (./photo-control.tsx); the form knows no photo kind.
    setStatus(result);
    if (result.kind === 'sent') track('form-sent');
  }
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
  /** The outbox client, once its code has loaded and this form follows it; null until then or after a failed load. */
  const connection = useRef<Promise<OutboxClient> | null>(null);
  /** Stops following the outbox (the form unmounted). */
  const stop = useRef<() => void>(() => {});
  /** Submissions this form is following until they are sent or fail. */
  const watched = useRef(new Set<string>());
  const once = useOneAtATime();
  const restore = useRef(onRestore);
  restore.current = onRestore;

  /**
   * Loads the outbox's code and follows what happens to this form's leads, once. A load that
   * fails (offline on a first visit, before any worker holds the code) is tried again by the next
   * call, so the next Send can still save or send the lead.
   */
  const connect = (): Promise<OutboxClient> => {
    if (connection.current) return connection.current;
    let alive = true;
    const loading = loadOutbox(clock).then((client) => {
      if (!alive) return client;
      const unsubscribe = followLeads(client, { watched: watched.current, restore, setStatus, alive: () => alive });
      stop.current = () => {
        alive = false;
        unsubscribe();
      };
      return client;
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
    let client: OutboxClient;
    try {
      client = await connect();
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
    const result = await client.submit(id, url, bodies, typed, photos);
    await showSubmitted(client, id, result, watched.current, setStatus);
    return result;
  };

  return { status, setStatus, once, prepare, send };
}
