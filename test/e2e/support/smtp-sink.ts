import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that keeps every message it receives. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Messages whose transfer has begun (the sender is now waiting on us). */
  receiving = 0;
  private readonly server: SMTPServer;
  /** While set, messages are received but not accepted: their senders wait, as on a stalled mail server. */
  private gate: Promise<void> | null = null;
  /** While set, every message is refused (550), as by a mail server that bounces it. */
  private refusing = false;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        this.receiving++;
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          if (this.refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          void (this.gate ?? Promise.resolve()).then(() => {
            this.messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
            callback();
          });
        });
      },
    });
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  /**
   * Holds every message from now on until the answer is called: a sender stays in the middle of its transfer for as
   * long as a test needs, instead of for a time that a loaded machine may outlast.
   */
  hold(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.gate = gate;
    return () => {
      if (this.gate === gate) this.gate = null;
      release();
    };
  }

  /** Refuses every message from now on until the answer is called: its sender's every attempt fails. */
  refuse(): () => void {
    this.refusing = true;
    return () => (this.refusing = false);
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async waitForMessageTo(address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail reached ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
