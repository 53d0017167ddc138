/** Every root field the engine answers, queries and mutations by name. */
import type { RootResolver } from '../graphql/resolver.ts';
import { addressResolvers } from './addresses.ts';
import { cartMutations, cartQueries } from './cart.ts';
import { customerMutations, customerQueries } from './customer.ts';
import { localizationResolvers } from './localization.ts';
import { nodeResolvers } from './nodes.ts';
import { productResolvers } from './products.ts';

export const queryResolvers: Record<string, RootResolver> = {
  ...productResolvers,
  ...nodeResolvers,
  ...localizationResolvers,
  ...cartQueries,
  ...customerQueries,
};

export const mutationResolvers: Record<string, RootResolver> = {
  ...cartMutations,
  ...customerMutations,
  ...addressResolvers,
};
