// Postal addresses of the demo organisations (seed): every job alert prints its sender's address (CAN-SPAM).
// Real agencies set theirs with `portal org:set-address CODE "ADDRESS"`.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/index';

export const DEMO_POSTAL_ADDRESSES: Record<string, string> = {
  MHS: '500 Church Street, Suite 300, Nashville, TN 37219',
  D2D: '191 Peachtree Street NE, Suite 2600, Atlanta, GA 30303',
  TLC: '2200 Ross Avenue, Suite 4100, Dallas, TX 75201',
  RAD: '2 North Central Avenue, Suite 1800, Phoenix, AZ 85004',
  LHS: '233 South Wacker Drive, Suite 8400, Chicago, IL 60606',
  N2N: '150 Fayetteville Street, Suite 1100, Raleigh, NC 27601',
  MYN: '1450 Brickell Avenue, Suite 1900, Miami, FL 33131',
};

/** Sets the demo address of each demo organisation that has none yet (an address set by hand is kept). */
export async function seedPostalAddresses(db: Db): Promise<void> {
  for (const [code, address] of Object.entries(DEMO_POSTAL_ADDRESSES)) {
    await db.update(organizations).set({ postalAddress: address }).where(and(eq(organizations.code, code), isNull(organizations.postalAddress)));
  }
}
