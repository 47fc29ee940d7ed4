// Each client's share of the copies made on demand. One queue for everybody let 96 connections
// from 250 addresses fill it, and every other visitor's new photo sizes were refused. Here a client
// may have at most `perClient` new copies waiting or being made; while the shop has `shopWide` or
// more, a client is let in only below its share of them (`shopWide` over the clients asking, at
// least one), so a flood is refused to the clients flooding and a visitor asking for a few still
// gets them. The engine serves the admitted copies one client at a time (limiter.ts).
//
// A client is a network, not one address: an IPv4 /24 or an IPv6 /64. Per address, 250 addresses
// held 250 shares against a visitor's one; a flood's addresses come in blocks (a server's, a cloud
// range's), while two visitors asking for new photo sizes in the same second from one /24 are
// rare, and then share a share.
import { isIPv4 } from 'node:net';
import { addressKey } from '../security/rate-limit';

/** The client an address counts as: its IPv4 /24, its IPv6 /64 (an IPv4-mapped one as IPv4). */
export function clientNetwork(address: string): string {
  const key = addressKey(address);
  return isIPv4(key) ? `${key.slice(0, key.lastIndexOf('.'))}.0/24` : key;
}

export type ShareTurn = { ok: true; release: () => void } | { ok: false; byClient: boolean };

export class DemandShares {
  private readonly held = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perClient: number,
    private readonly shopWide: number,
  ) {}

  /** Copies this client has waiting or being made. */
  private holding(client: string): number {
    return this.held.get(client) ?? 0;
  }

  /**
   * A turn for one more copy, released once it is made (or refused), or a refusal: `byClient`
   * when the client reached its own bound, otherwise the shop is busy and the client has its share.
   */
  take(client: string): ShareTurn {
    const mine = this.holding(client);
    if (mine >= this.perClient) return { ok: false, byClient: true };
    if (this.total >= this.shopWide) {
      const clients = this.held.size + (mine === 0 ? 1 : 0);
      if (mine >= Math.max(1, Math.floor(this.shopWide / clients))) return { ok: false, byClient: false };
    }
    this.held.set(client, mine + 1);
    this.total++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = this.holding(client) - 1;
        if (left > 0) this.held.set(client, left);
        else this.held.delete(client);
      },
    };
  }
}
