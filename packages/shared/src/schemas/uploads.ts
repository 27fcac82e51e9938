// Uploads (spec §5, §8, §9): one limit and one set of messages for every drop zone and every upload route.
import { UPLOAD_MAX_BYTES } from '../constants';

export { UPLOAD_MAX_BYTES };

/** spec §8, byte for byte. */
export const UPLOAD_MESSAGES = {
  tooBig: 'File is too big. Please select file size less then 1MB.',
  wrongDocument: 'Choose Correct File (pdf,doc,docx)',
  tooMany: (limit: number) => `Cannot upload more than ${limit} items.`,
  wrongImage: 'Choose a PNG, JPEG, GIF or WebP image.',
  noFile: 'Please choose a file.',
  unreadable: 'The upload could not be read. Please choose the file again.',
  /** A request carried a second file where an upload takes one. */
  oneFile: 'Send one file at a time.',
} as const;
