import crypto from 'node:crypto';

/**
 * `--shard i/n` (1-based): a tenant belongs to shard `hash(id) mod n`, so every tenant is in
 * exactly one shard, whatever the list's order, and adding a tenant never moves the others.
 */
export interface Shard {
  index: number;
  count: number;
}

export function parseShard(text: string): Shard | string {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return `--shard must be i/n (e.g. 2/4), not "${text}"`;
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) return `--shard ${text}: i must be between 1 and n`;
  return { index, count };
}

export function shardOf(id: string, count: number): number {
  const h = crypto.createHash('sha1').update(id).digest();
  return (h.readUInt32BE(0) % count) + 1;
}

export function inShard(id: string, shard: Shard | undefined): boolean {
  return !shard || shardOf(id, shard.count) === shard.index;
}
