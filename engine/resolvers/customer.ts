/** Customer accounts: sign-up, sign-in tokens, the customer query and profile updates. */
import { eq } from 'drizzle-orm';
import { startSignIn } from '../../db/sign-in-limits.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/password.ts';
import { customerForToken, deleteToken, issueToken, renewToken, type Customer } from '../auth/tokens.ts';
import { customerAccessTokens, customers } from '../db/schema.ts';
import {
  customerErrors,
  validateEmail,
  validateName,
  validatePassword,
  withLegacyUserErrors,
  type CustomerUserError,
} from '../customer/errors.ts';
import { customerView } from '../customer/view.ts';
import type { EngineContext } from '../graphql/context.ts';
import { throttled } from '../graphql/errors.ts';
import { overHourlyIpLimit } from '../graphql/per-ip-limit.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { gid } from '../ids.ts';

const tokenView = (token: { accessToken: string; expiresAt: Date }) => ({
  accessToken: token.accessToken,
  expiresAt: token.expiresAt.toISOString(),
});

interface CustomerCreateInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

interface CustomerUpdateInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}

export const customerQueries: Record<string, RootResolver> = {
  customer: resolver<{ customerAccessToken: string }>(async ({ customerAccessToken }, ctx) => {
    const customer = await customerForToken(ctx.db, customerAccessToken);
    return customer ? customerView(customer, ctx) : null;
  }),
};

/** Accounts created straight through the public token, counted per client IP before the password is hashed. */
function tooManyRegistrations(ctx: EngineContext): Promise<boolean> {
  return overHourlyIpLimit(ctx, 'engine-register-ip', ctx.config.registrationLimitPerIp);
}

export const customerMutations: Record<string, RootResolver> = {
  customerCreate: resolver<{ input: CustomerCreateInput }>(async ({ input }, ctx) => {
    const email = input.email.trim().toLowerCase();
    const errors = [
      validateEmail(email, ['input', 'email']),
      validatePassword(input.password, ['input', 'password']),
      validateName(input.firstName, ['input', 'firstName'], 'First name'),
      validateName(input.lastName, ['input', 'lastName'], 'Last name'),
    ].filter((e): e is CustomerUserError => e !== null);
    if (errors.length === 0) {
      if (await tooManyRegistrations(ctx)) throw throttled();
      try {
        const [created] = await ctx.db
          .insert(customers)
          .values({
            email,
            firstName: input.firstName?.trim() || null,
            lastName: input.lastName?.trim() || null,
            phone: input.phone?.trim() || null,
            acceptsMarketing: input.acceptsMarketing ?? false,
            passwordHash: await hashPassword(input.password, ctx.config.password, ctx.signal),
          })
          .returning();
        return withLegacyUserErrors({ customer: customerView(created!, ctx), customerUserErrors: [] });
      } catch (error) {
        // The unique index decides, so two simultaneous sign-ups cannot both succeed.
        if (!isUniqueViolation(error)) throw error;
        errors.push(customerErrors.emailTaken(['input', 'email']));
      }
    }
    return withLegacyUserErrors({ customer: null, customerUserErrors: errors });
  }),

  // Counted before the slow password check, in the counters the shop's /login shares (db/sign-in-limits.ts).
  customerAccessTokenCreate: resolver<{ input: { email: string; password: string } }>(async ({ input }, ctx) => {
    const email = input.email.trim().toLowerCase();
    const signIn = await startSignIn(ctx.db, ctx.config.signInLimits, { email, ip: ctx.clientIp ?? undefined });
    if (signIn.refused) throw throttled();
    let customer: Customer | undefined;
    let valid: boolean;
    try {
      [customer] = await ctx.db.select().from(customers).where(eq(customers.email, email));
      valid = customer
        ? await verifyPassword(input.password, customer.passwordHash, ctx.signal)
        : await verifyAgainstDecoy(input.password, ctx.config.password, ctx.signal);
    } catch (error) {
      await signIn.ticket.unchecked();
      throw error;
    }
    if (!customer || !valid) {
      return withLegacyUserErrors({ customerAccessToken: null, customerUserErrors: [customerErrors.unidentified()] });
    }
    await signIn.ticket.succeeded();
    const token = await issueToken(ctx.db, customer.id);
    return withLegacyUserErrors({ customerAccessToken: tokenView(token), customerUserErrors: [] });
  }),

  customerAccessTokenDelete: resolver<{ customerAccessToken: string }>(async ({ customerAccessToken }, ctx) => {
    const deletedId = await deleteToken(ctx.db, customerAccessToken);
    return deletedId !== null
      ? {
          deletedAccessToken: customerAccessToken,
          deletedCustomerAccessTokenId: gid('CustomerAccessToken', deletedId),
          userErrors: [],
        }
      : {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [{ field: null, message: 'Access token does not exist' }],
        };
  }),

  customerAccessTokenRenew: resolver<{ customerAccessToken: string }>(async ({ customerAccessToken }, ctx) => {
    const renewed = await renewToken(ctx.db, customerAccessToken);
    return renewed
      ? { customerAccessToken: tokenView(renewed), userErrors: [] }
      : { customerAccessToken: null, userErrors: [{ field: null, message: 'Access token does not exist' }] };
  }),

  customerUpdate: resolver<{ customerAccessToken: string; customer: CustomerUpdateInput }>(async (args, ctx) => {
    const current = await customerForToken(ctx.db, args.customerAccessToken);
    if (!current) {
      return withLegacyUserErrors({
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [customerErrors.tokenInvalid()],
      });
    }
    const input = args.customer;
    const email = input.email?.trim().toLowerCase();
    const errors = [
      email !== undefined ? validateEmail(email, ['customer', 'email']) : null,
      input.password != null ? validatePassword(input.password, ['customer', 'password']) : null,
      validateName(input.firstName, ['customer', 'firstName'], 'First name'),
      validateName(input.lastName, ['customer', 'lastName'], 'Last name'),
    ].filter((e): e is CustomerUserError => e !== null);
    if (errors.length > 0) return withLegacyUserErrors({ customer: null, customerAccessToken: null, customerUserErrors: errors });
    try {
      const passwordHash = input.password ? await hashPassword(input.password, ctx.config.password, ctx.signal) : undefined;
      const updated = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({
            ...(email ? { email } : {}),
            ...(input.firstName !== undefined ? { firstName: input.firstName?.trim() || null } : {}),
            ...(input.lastName !== undefined ? { lastName: input.lastName?.trim() || null } : {}),
            ...(input.phone !== undefined ? { phone: input.phone?.trim() || null } : {}),
            ...(input.acceptsMarketing != null ? { acceptsMarketing: input.acceptsMarketing } : {}),
            ...(passwordHash ? { passwordHash } : {}),
            updatedAt: new Date(),
          })
          .where(eq(customers.id, current.id))
          .returning();
        // A new password ends every session of the customer, not only this one: whoever knew the
        // old password may be signed in elsewhere. Shopify hands the caller a new token.
        if (passwordHash) await tx.delete(customerAccessTokens).where(eq(customerAccessTokens.customerId, current.id));
        return row!;
      });
      const token = passwordHash ? tokenView(await issueToken(ctx.db, current.id)) : null;
      return withLegacyUserErrors({ customer: customerView(updated, ctx), customerAccessToken: token, customerUserErrors: [] });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return withLegacyUserErrors({
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [customerErrors.emailTaken(['customer', 'email'])],
      });
    }
  }),
};
