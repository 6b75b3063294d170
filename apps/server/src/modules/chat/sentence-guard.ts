export type ReplyCheck = (reply: string) => { safe: boolean; reasons: string[] };

/** A sentence ends at . ! ? or … (with any closing quotes or brackets) before white space, or at a line break. */
const SENTENCE_END = /[.!?…]+["'”’)\]]*\s+|\n+/g;
/** Text with no sentence end this long is checked and released at its last space, so the reply keeps moving. */
const LONGEST_HELD = 280;

/**
 * Holds a streamed reply back until each sentence has passed the reply check, so unsafe text never
 * reaches the browser. The check runs on everything released so far plus the new sentence (an unsafe
 * reply can be spread over sentences). Once a check fails the guard is tripped: it releases nothing more,
 * and the caller replaces the whole reply.
 */
export class SentenceGuard {
  private released = '';
  private held = '';
  private isTripped = false;
  reasons: string[] = [];

  constructor(private readonly check: ReplyCheck) {}

  get tripped(): boolean {
    return this.isTripped;
  }

  /** Everything released so far (checked and safe). */
  get text(): string {
    return this.released;
  }

  /** Adds a piece of the reply; answers what may be sent now (possibly nothing). */
  push(piece: string): string[] {
    if (this.isTripped) return [];
    this.held += piece;
    let cut = 0;
    for (const match of this.held.matchAll(SENTENCE_END)) cut = match.index + match[0].length;
    if (cut === 0 && this.held.length >= LONGEST_HELD) {
      const space = this.held.lastIndexOf(' ');
      cut = space > 0 ? space + 1 : this.held.length;
    }
    if (cut === 0) return [];
    return this.release(cut);
  }

  /** The end of the reply: checks and releases what is still held. */
  flush(): string[] {
    if (this.isTripped || this.held === '') return [];
    return this.release(this.held.length);
  }

  private release(cut: number): string[] {
    const candidate = this.held.slice(0, cut);
    let verdict: ReturnType<ReplyCheck>;
    try {
      verdict = this.check(this.released + candidate);
    } catch {
      // A check that cannot run is a failed check: the reply is replaced, never sent unchecked.
      verdict = { safe: false, reasons: ['check-failed'] };
    }
    if (!verdict.safe) {
      this.isTripped = true;
      this.reasons = verdict.reasons;
      this.held = '';
      return [];
    }
    this.released += candidate;
    this.held = this.held.slice(cut);
    return [candidate];
  }
}
