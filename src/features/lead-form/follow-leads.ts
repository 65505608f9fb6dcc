import type { FormStatus } from './form-status';
import type { OutboxClient, SubmissionState } from './outbox-client';

/**
 * How a form follows what the outbox does with its leads (./use-lead-submission.ts): code that
 * runs only once the outbox's has loaded, so it comes in the outbox's chunk (re-exported by
 * ./outbox-client.ts), not in the form's, which every page with a form loads.
 */

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface Following {
  /** Submissions this form is following until they are sent or fail. */
  watched: Set<string>;
  /** Puts a refused lead's typed values back in the form. */
  restore: { current: (values: Record<string, unknown>) => void };
  setStatus(status: FormStatus): void;
  /** A lead of this form was sent (the form counts it: the events' code is not the outbox's to import). */
  sent(): void;
  /** False once the form stopped following the outbox. */
  alive(): boolean;
}

/**
 * Follows what the outbox does with this form's leads (shows a failed one, and the form's state
 * while one waits); shows at once a lead that failed before, or one sent without its photos while
 * no form followed it. Returns the unsubscribe.
 */
export function followLeads(client: OutboxClient, { watched, restore, setStatus, sent, alive }: Following): () => void {
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
    sent();
    return false;
  };
  const refresh = () => settle().then((busy) => (busy ? undefined : tellUntold()));
  const unsubscribe = client.subscribe(() => void refresh());
  void showFailed().then((shown) => (shown ? undefined : tellUntold()));
  return unsubscribe;
}

/** Shows what became of a lead just submitted; a waiting one is followed until it settles. */
export async function showSubmitted(client: OutboxClient, id: string, result: SubmissionState, { watched, setStatus, sent }: Pick<Following, 'watched' | 'setStatus' | 'sent'>): Promise<void> {
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
    if (result.kind === 'sent') sent();
  }
}
