import { originOf } from '../../contract/outbox-relays';
import { isOutboxChangedMessage, outboxChangedMessage } from '../../contract/sw-messages';
import { siteNames } from '../../contract/site-names';
import { config } from '../../config/env';

/**
 * The origin a CSP `connect-src` violation refused, or undefined for any other violation.
 * (`blockedURI` is the refused URL; Chrome reports `effectiveDirective` `connect-src`.)
 */
export function refusedConnectOrigin(e: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>): string | undefined {
  return e.effectiveDirective === 'connect-src' ? originOf(e.blockedURI) : undefined;
}

/**
 * Who hears that the outbox changed: this page's forms (`subscribe`) and, over the outbox's
 * BroadcastChannel, every other tab and the worker (`outbox-changed`, src/contract/sw-messages.ts).
 */
export class OutboxListeners {
  private fns = new Set<() => void>();
  private channel: BroadcastChannel | undefined;

  /** Calls `fn` whenever the outbox may have changed (here, in another tab or in the worker). */
  subscribe(fn: () => void): () => void {
    this.fns.add(fn);
    return () => this.fns.delete(fn);
  }

  /** Tells this page's forms, and with `broadcast` every other context, that the outbox changed. */
  changed(broadcast: boolean): void {
    for (const fn of [...this.fns]) fn();
    if (broadcast) this.channel?.postMessage(outboxChangedMessage());
  }

  /** Hears other contexts' changes (once per page). */
  listen(): void {
    if (typeof BroadcastChannel === 'undefined') return;
    // The site's own channel: another site of the origin announces its own outbox.
    this.channel = new BroadcastChannel(siteNames(config.basePath).outboxChannel);
    this.channel.onmessage = (e: MessageEvent) => {
      if (isOutboxChangedMessage(e.data)) this.changed(false);
    };
  }
}

/** The page's own signals for the outbox: back online, and a relay origin the site's CSP refused. */
export function listenToPage(on: { online(): void; refused(origin: string): void }): void {
  window.addEventListener('online', () => on.online());
  document.addEventListener('securitypolicyviolation', (e) => {
    const origin = refusedConnectOrigin(e);
    if (origin) on.refused(origin);
  });
}
