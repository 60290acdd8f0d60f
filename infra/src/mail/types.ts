/** The mail port: one plain-text mail (optionally with an HTML alternative) to one address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Header values must not break out of their header line (header injection). */
export function checkMail(mail: Mail): void {
  for (const [key, value] of [
    ['to', mail.to],
    ['subject', mail.subject],
  ] as const) {
    if (typeof value !== 'string' || /[\r\n]/.test(value)) throw new Error(`Mail ${key} must be one line`);
  }
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+$/.test(mail.to)) throw new Error('Mail to must be one plain address');
}
