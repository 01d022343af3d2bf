/**
 * Short-lived in-memory state for the OAuth emulator: pending consents, codes and tokens. Nothing
 * survives a restart, which is what a local emulator wants (a restart simply signs you out).
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    /** A cap, so a script hammering the emulator cannot grow the dev server without bound. */
    private readonly maxEntries = 2000,
  ) {}

  set(key: string, value: V): void {
    this.sweep();
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order, so the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Reads and removes in one step: what single-use values (codes, consents) need. */
  take(key: string): V | undefined {
    const value = this.get(key);
    this.entries.delete(key);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
