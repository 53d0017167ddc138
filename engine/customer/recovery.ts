/**
 * Password recovery without mail: `customerRecover` stores a reset token (only its SHA-256) and
 * "sends" the reset link by writing the message to `engine.sent_emails`; `customerReset` and
 * `customerResetByUrl` take the token back once, before it expires.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { hashToken } from '../auth/tokens.ts';
import { customerRecoveries, sentEmails } from '../db/schema.ts';

/** Shopify does not document how long a reset link lasts; a day keeps a stolen inbox less useful. */
export const RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Requests per customer an hour: enough to retry, too few to flood an inbox. */
export const RECOVER_LIMIT_PER_HOUR = 5;
/**
 * Requests per client IP an hour, whatever the email. The answer tells a known email from an unknown
 * one, as Shopify's does, and Shopify throttles the mutation per IP for that reason: without it, one
 * client could check addresses against the shop's customers by the thousand.
 */
export const RECOVER_LIMIT_PER_IP_PER_HOUR = 10;

/** The reset link as Shopify's email carries it: `{origin}/account/reset/{customer id}/{token}`. */
export function resetUrl(publicUrl: string, customerId: number, token: string): string {
  return `${publicUrl}/account/reset/${customerId}/${token}`;
}

export function parseResetUrl(url: string): { customerId: number; token: string } | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /\/account\/reset\/(\d{1,9})\/([0-9a-f]{64})\/?$/.exec(pathname);
  return match ? { customerId: Number(match[1]), token: match[2]! } : null;
}

export async function recentRequests(db: Database, customerId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerRecoveries)
    .where(
      and(eq(customerRecoveries.customerId, customerId), gt(customerRecoveries.createdAt, new Date(now.getTime() - 3_600_000))),
    );
  return row?.n ?? 0;
}

/** Stores a new reset token and the email that would carry it; returns the link. */
export async function requestReset(
  db: Database,
  customer: { id: number; email: string; firstName: string | null },
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const link = resetUrl(publicUrl, customer.id, token);
  await db.transaction(async (tx) => {
    await tx.insert(customerRecoveries).values({
      customerId: customer.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
      createdAt: now,
    });
    await tx.insert(sentEmails).values({
      toAddress: customer.email,
      subject: 'Customer account password reset',
      body: `Hi ${customer.firstName ?? 'there'},\n\nFollow this link to choose a new password for your Nazzara account:\n${link}\n\nIf you did not ask for it, ignore this email.`,
    });
  });
  return link;
}

/** Uses up a live token of this customer: true once, false for an unknown, used or expired one. */
export async function consumeResetToken(db: Database, customerId: number, token: string, now = new Date()): Promise<boolean> {
  const used = await db
    .update(customerRecoveries)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerRecoveries.customerId, customerId),
        eq(customerRecoveries.tokenHash, hashToken(token)),
        isNull(customerRecoveries.usedAt),
        gt(customerRecoveries.expiresAt, now),
      ),
    )
    .returning({ id: customerRecoveries.id });
  return used.length > 0;
}
