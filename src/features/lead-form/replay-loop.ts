import { backoffDelay, relayHealth } from '../../contract/outbox-relays';
import { replayOutbox, type ReplayOptions, type ReplayResult } from '../../contract/outbox-replay';
import type { Clock } from '../../utils/clock';

/** What each replay is given; read afresh for each (the store changes when the page falls back to memory). */
export type LoopOptions = Omit<ReplayOptions, 'tryEveryRelay' | 'failedNow' | 'relays' | 'now'>;

export interface ReplayLoopDeps {
  options: () => LoopOptions;
  clock: Clock;
  /** Asks the service worker for a Background Sync (no-op where there is none). */
  requestSync?: () => void;
  /** After each replay (the outbox may have changed). */
  onResult: (result: ReplayResult) => void;
}

/**
 * The page's replays of the outbox (src/contract/outbox-replay.ts): one at a time, calls made
 * while one runs folded into one more run, and the next one timed: when the earliest waiting
 * lead's relay may be tried again (each relay URL waits its own delay), or, offline, on the
 * page's own growing delay (and at `online`).
 */
export class ReplayLoop {
  private running: Promise<ReplayResult> | undefined;
  private again = false;
  /** Timer retries while offline (or while the outbox cannot be read). */
  private attempt = 0;
  /** Each relay URL's delay after failures, shared with other tabs and the worker through the store. */
  private relays = relayHealth({ shared: true });
  /** The next replay tries every waiting relay, whatever its delay (a new visit, back online). */
  private tryEveryRelay = false;
  private cancelTimer: (() => void) | undefined;

  constructor(private deps: ReplayLoopDeps) {}

  /**
   * Replays the outbox; calls made while one runs are folded into one more run. `tryEveryRelay`:
   * a new visit or the device back online tries every waiting relay now, whatever its delay.
   */
  replay({ tryEveryRelay = false }: { tryEveryRelay?: boolean } = {}): Promise<ReplayResult> {
    this.tryEveryRelay ||= tryEveryRelay;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<ReplayResult> {
    let result: ReplayResult;
    // A relay that failed in this run is not tried again by a replay folded into it, even one
    // that tries every relay (a new visit whose first replay came while a lead was being sent).
    const failedNow = new Set<string>();
    do {
      this.again = false;
      const everyRelay = this.tryEveryRelay;
      this.tryEveryRelay = false;
      result = await replayOutbox({
        ...this.deps.options(),
        tryEveryRelay: everyRelay,
        failedNow,
        now: () => this.deps.clock.now(),
        relays: this.relays,
      }).catch((err: unknown) => {
        console.warn('Outbox replay failed', err);
        return { delivered: 0, pending: 1, failedIds: [], deliveredIds: [], photosRefusedIds: [], networkError: true, outage: false };
      });
      this.deps.onResult(result);
    } while (this.again);
    this.schedule(result);
    return result;
  }

  /** The next replay, timed as the class says; none while nothing waits. */
  private schedule(result: ReplayResult): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    if (result.pending === 0) {
      this.attempt = 0;
      return;
    }
    this.deps.requestSync?.();
    let delay: number;
    if (result.outage || result.nextAttemptAt === undefined) delay = backoffDelay(this.attempt++);
    else {
      this.attempt = 0;
      delay = Math.max(result.nextAttemptAt - this.deps.clock.now(), backoffDelay(0));
    }
    this.cancelTimer = this.deps.clock.after(delay, () => void this.replay());
  }
}
