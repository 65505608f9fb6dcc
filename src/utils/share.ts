export type ShareOutcome = { kind: 'shared' } | { kind: 'cancelled' } | { kind: 'copied' } | { kind: 'failed' };

export interface ShareEnv {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
}

/**
 * Share a URL: the Web Share API when the device has it, else copy to the clipboard. Never
 * throws and never opens a dialog of our own; the caller shows a status message. With `files`
 * (the .vcf) and a device that can share them, the file itself goes (Bluetooth, AirDrop: no
 * signal needed); otherwise the link.
 */
export async function shareUrl(env: ShareEnv, data: { title: string; url: string; files?: File[] }): Promise<ShareOutcome> {
  const files = data.files?.length ? { title: data.title, files: data.files } : undefined;
  let filesOk = false;
  try {
    filesOk = !!(files && env.share && env.canShare?.(files));
  } catch {
    filesOk = false;
  }
  if (files && filesOk && env.share) {
    try {
      await env.share(files);
      return { kind: 'shared' };
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') return { kind: 'cancelled' };
      // The file could not go: fall back to sharing the link.
    }
  }
  if (env.share) {
    try {
      await env.share({ title: data.title, url: data.url });
      return { kind: 'shared' };
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') return { kind: 'cancelled' };
      // Share sheet unavailable (permissions, insecure context): fall through to copying.
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(data.url);
      return { kind: 'copied' };
    } catch {
      return { kind: 'failed' };
    }
  }
  return { kind: 'failed' };
}

/** The browser's share and clipboard functions, bound, when present. */
export function browserShareEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav && typeof nav.share === 'function' ? nav.share.bind(nav) : undefined,
    canShare: nav && typeof nav.canShare === 'function' ? nav.canShare.bind(nav) : undefined,
    writeText: nav?.clipboard && typeof nav.clipboard.writeText === 'function' ? nav.clipboard.writeText.bind(nav.clipboard) : undefined,
  };
}
