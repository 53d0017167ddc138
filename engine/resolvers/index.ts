/** Every root field the engine answers, queries and mutations by name. */
import type { RootResolver } from '../graphql/resolver.ts';
import { addressResolvers } from './addresses.ts';
import { cartCodeMutations } from './cart-codes.ts';
import { cartMutations, cartQueries } from './cart.ts';
import { collectionResolvers } from './collections.ts';
import { contentResolvers } from './content.ts';
import { customerRecoveryMutations } from './customer-recovery.ts';
import { customerMutations, customerQueries } from './customer.ts';
import { localizationResolvers } from './localization.ts';
import { nodeResolvers } from './nodes.ts';
import { productResolvers } from './products.ts';
import { recommendationResolvers } from './recommendations.ts';
import { searchResolvers } from './search.ts';
import { sitemapResolvers } from './sitemap.ts';

export const queryResolvers: Record<string, RootResolver> = {
  ...productResolvers,
  ...collectionResolvers,
  ...searchResolvers,
  ...recommendationResolvers,
  ...contentResolvers,
  ...sitemapResolvers,
  ...nodeResolvers,
  ...localizationResolvers,
  ...cartQueries,
  ...customerQueries,
};

export const mutationResolvers: Record<string, RootResolver> = {
  ...cartMutations,
  ...cartCodeMutations,
  ...customerMutations,
  ...customerRecoveryMutations,
  ...addressResolvers,
};
