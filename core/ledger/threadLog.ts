// The Telegram threads of a Nomic game (voting, points, discussion), kept append-only: 003 212
// says messages may not be deleted or edited, so the log offers no way to do either. Messages must
// arrive in time order so that a vote, once completed, can never be reopened by a late entry.

import { deepFreeze } from './freeze';

export type ThreadName = 'voting' | 'points' | 'discussion';

export interface ThreadMessage {
  /** Position in the log, from 1. */
  seq: number;
  thread: ThreadName;
  author: string;
  /** ISO instant (UTC). */
  at: string;
  /** Verbatim text. */
  text: string;
}

export class ThreadLog {
  #messages: ThreadMessage[] = [];

  append(thread: ThreadName, author: string, at: string, text: string): ThreadMessage {
    const last = this.#messages[this.#messages.length - 1];
    if (Number.isNaN(Date.parse(at))) throw new Error(`not a time: ${at}`);
    if (last && Date.parse(at) < Date.parse(last.at)) {
      throw new Error(`message at ${at} is earlier than the last logged message (${last.at}); the log is append-only (003 212)`);
    }
    const message = deepFreeze({ seq: this.#messages.length + 1, thread, author, at, text });
    this.#messages.push(message);
    return message;
  }

  /** A copy of the log (the messages themselves are frozen). */
  messages(thread?: ThreadName): ThreadMessage[] {
    return this.#messages.filter((m) => !thread || m.thread === thread);
  }
}
