import fs from 'node:fs';

/**
 * Writes a file so that a reader sees the old file or the whole new one, never a half-written
 * one (a temporary name, then a rename): two builds of a fleet can share the image cache.
 */
export function writeFileAtomic(file: string, data: string | NodeJS.ArrayBufferView): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/** Runs `run` over `items`, at most `n` at a time. */
export async function pool<T>(items: readonly T[], n: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await run(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, worker));
}
