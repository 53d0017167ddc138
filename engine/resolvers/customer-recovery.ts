/** `customerRecover`, `customerReset` and `customerResetByUrl` (forgot password), over engine/customer/recovery.ts. */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { issueToken } from '../auth/tokens.ts';
import { customerAccessTokens, customerRecoveries, customers } from '../db/schema.ts';
import { customerErrors, validatePassword, withLegacyUserErrors, type CustomerUserError } from '../customer/errors.ts';
import {
  consumeResetToken,
  parseResetUrl,
  recentRequests,
  RECOVER_LIMIT_PER_HOUR,
  RECOVER_LIMIT_PER_IP_PER_HOUR,
  requestReset,
} from '../customer/recovery.ts';
import { customerView } from '../customer/view.ts';
import type { EngineContext } from '../graphql/context.ts';
import { throttled } from '../graphql/errors.ts';
import { overHourlyIpLimit } from '../graphql/per-ip-limit.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { numericId } from '../ids.ts';

const failed = (error: CustomerUserError) =>
  withLegacyUserErrors({ customer: null, customerAccessToken: null, customerUserErrors: [error] });

/** Sets the new password, ends every session of the customer and signs them in afresh, as Shopify does. */
async function reset(ctx: EngineContext, customerId: number | null, token: string, password: string, tokenField: string[]) {
  const invalidPassword = validatePassword(password, ['input', 'password']);
  if (invalidPassword) return failed(invalidPassword);
  if (customerId === null || !(await consumeResetToken(ctx.db, customerId, token))) {
    return failed(customerErrors.resetTokenInvalid(tokenField));
  }
  const passwordHash = await hashPassword(password, ctx.config.password, ctx.signal);
  const customer = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, customerId))
      .returning();
    await tx.delete(customerAccessTokens).where(eq(customerAccessTokens.customerId, customerId));
    await tx.update(customerRecoveries).set({ usedAt: new Date() }).where(eq(customerRecoveries.customerId, customerId));
    return updated!;
  });
  const issued = await issueToken(ctx.db, customer.id);
  return withLegacyUserErrors({
    customer: customerView(customer, ctx),
    customerAccessToken: { accessToken: issued.accessToken, expiresAt: issued.expiresAt.toISOString() },
    customerUserErrors: [],
  });
}

export const customerRecoveryMutations: Record<string, RootResolver> = {
  customerRecover: resolver<{ email: string }>(async ({ email }, ctx) => {
    // Before the customer is looked up: an unknown email costs the client as much as a known one.
    if (await overHourlyIpLimit(ctx, 'engine-recover-ip', RECOVER_LIMIT_PER_IP_PER_HOUR)) throw throttled();
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase()));
    if (!customer) return withLegacyUserErrors({ customerUserErrors: [customerErrors.customerNotFound()] });
    if ((await recentRequests(ctx.db, customer.id)) >= RECOVER_LIMIT_PER_HOUR) {
      return withLegacyUserErrors({ customerUserErrors: [customerErrors.resetLimitExceeded()] });
    }
    await requestReset(ctx.db, customer, ctx.config.publicUrl);
    return withLegacyUserErrors({ customerUserErrors: [] });
  }),

  customerReset: resolver<{ id: string; input: { resetToken: string; password: string } }>(({ id, input }, ctx) =>
    reset(ctx, numericId(id, 'Customer'), input.resetToken, input.password, ['input', 'resetToken']),
  ),

  customerResetByUrl: resolver<{ resetUrl: string; password: string }>(({ resetUrl, password }, ctx) => {
    const parsed = parseResetUrl(resetUrl);
    return reset(ctx, parsed?.customerId ?? null, parsed?.token ?? '', password, ['resetUrl']);
  }),
};
