// A new row id: 16 characters of base64url (RFC 4648 §5), 96 random bits from the platform's
// cryptographic generator (#21 item 3). Every mail, record and commit names one or more ids (a
// mail record names its raw input and its phase slot, a commit the mails it used), about 45 ids a
// committed phase, so the 36-character UUIDs used before were a fifth of a game's history.
//
// 96 bits are far more than the ids need: a database of a hundred million rows, merged with
// backups from other machines, has about one chance in 10^13 of two equal ids, and a restore that
// finds one asks the GM rather than overwrite (renderer/storage/restorePlan.ts). Ids already
// stored (UUIDs) stay as they are; nothing parses an id, so both kinds live side by side.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 12 bytes as 16 base64url characters, without padding. */
export function rowIdOf(bytes: Uint8Array): string {
  if (bytes.length !== 12) throw new Error(`a row id is made of 12 bytes, not ${bytes.length}`);
  let id = '';
  for (let i = 0; i < 12; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    id += alphabet[n >>> 18]! + alphabet[(n >>> 12) & 63]! + alphabet[(n >>> 6) & 63]! + alphabet[n & 63]!;
  }
  return id;
}

/** A fresh random row id (crypto.getRandomValues works in the app, its workers and Node 20). */
export function newRowId(): string {
  return rowIdOf(crypto.getRandomValues(new Uint8Array(12)));
}
