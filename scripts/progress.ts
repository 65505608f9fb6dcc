/**
 * Progress of long work: `[images] 41/82 photos, 31 s left`. On a terminal
 * the line is rewritten in place (`\r`) as the work goes; anywhere else (CI logs, a test's
 * captured output) a plain line is printed each time another tenth of the work is done, so a
 * log of a 500-tenant run holds ten lines, not 500. The clock and the stream are passed in, so
 * tests drive both.
 */

/** Where the line goes: `process.stderr`, or a fake in tests. */
export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressOptions {
  /** `fleet` gives `[fleet] ...`. */
  label: string;
  /** What is counted, plural: `tenants`, `photos`. */
  unit: string;
  total: number;
  stream: ProgressStream;
  now?: () => number;
  /** Least time between two rewrites of the terminal line (a fast loop would flood the terminal). */
  redrawMs?: number;
}

export interface Progress {
  /** `done` items are finished; `note` (the item under way) is shown on a terminal only. */
  update(done: number, note?: string): void;
  /** The work stopped (finished or not): a terminal line gets its newline. */
  end(): void;
}

/** `31 s`, `2 min`, `1 h 5 min`: rounded as far as an estimate deserves. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  // Seconds up to 100: "82 s" says more than "1 min".
  if (s < 100) return `${Math.ceil(s)} s`;
  const min = Math.round(s / 60);
  if (min < 90) return `${min} min`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
}

/** Time left at the average pace so far; undefined until one item is done (no pace yet). */
export function estimateLeft(elapsedMs: number, done: number, total: number): number | undefined {
  if (done <= 0) return undefined;
  return (elapsedMs / done) * Math.max(0, total - done);
}

/** The line without decoration: `[fleet] 3/12 tenants, 2 min left`. */
export function progressLine(label: string, unit: string, done: number, total: number, elapsedMs: number): string {
  const head = `[${label}] ${done}/${total} ${unit}`;
  if (done >= total) return `${head}, done in ${formatDuration(elapsedMs)}`;
  const left = estimateLeft(elapsedMs, done, total);
  return left === undefined ? head : `${head}, ${formatDuration(left)} left`;
}

export function createProgress({ label, unit, total, stream, now = Date.now, redrawMs = 200 }: ProgressOptions): Progress {
  const started = now();
  const tty = stream.isTTY === true;
  // Non-terminal: the last tenth printed (0 = nothing yet).
  let tenth = 0;
  let drawnAt = -Infinity;
  let drawn = false;
  let ended = false;
  let last = -1;

  const draw = (done: number, note?: string) => {
    let line = progressLine(label, unit, done, total, now() - started);
    if (note && done < total) line += ` · ${note}`;
    // One line wide at most: a wrapped line cannot be rewritten with \r.
    if (stream.columns && line.length > stream.columns - 1) line = line.slice(0, stream.columns - 1);
    // \x1b[K clears what a longer earlier line left to the right.
    stream.write(`\r${line}\x1b[K`);
    drawn = true;
    drawnAt = now();
  };

  return {
    update(done, note) {
      if (ended || total <= 0) return;
      done = Math.min(Math.max(0, done), total);
      if (tty) {
        // The first draw, the last, and otherwise at most one rewrite per redrawMs.
        if (!drawn || done === total || now() - drawnAt >= redrawMs) draw(done, note);
        return;
      }
      if (done === last) return;
      last = done;
      const reached = Math.floor((done * 10) / total);
      if (reached > tenth) {
        tenth = reached;
        stream.write(`${progressLine(label, unit, done, total, now() - started)}\n`);
      }
    },
    end() {
      if (ended) return;
      ended = true;
      if (tty && drawn) stream.write('\n');
    },
  };
}

/** A stream that takes nothing: progress switched off (a fleet worker's photos, under the fleet's own line). */
export const NO_PROGRESS: ProgressStream = { write: () => true, isTTY: false };
