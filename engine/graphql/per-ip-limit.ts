import { clientNetwork } from '../../db/client-network.ts';
import { takeHit } from '../../db/rate-limit.ts';
import type { EngineContext } from './context.ts';

const HOUR = 60 * 60 * 1000;

/**
 * One more call of a public-token client against an hourly per-IP limit, counted in the database so
 * every instance counts together; true once over. Calls with the private token are the shop's, which
 * limits its own shoppers before it asks, so they are not counted twice.
 */
export async function overHourlyIpLimit(ctx: EngineContext, name: string, limit: number): Promise<boolean> {
  if (ctx.token === 'private' || ctx.clientIp === null) return false;
  return (await takeHit(ctx.db, { name, limit, windowMs: HOUR }, clientNetwork(ctx.clientIp))).limited;
}
