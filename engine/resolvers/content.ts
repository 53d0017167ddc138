/**
 * Online store content: `menu(handle:)`, `page`, `pageByHandle`, `pages`, and the shop's policies
 * (`shop.privacyPolicy` ...), which are the policy pages seen through Shopify's ShopPolicy type.
 * Pages live at the shop's own routes (`/return-policy` ...), so their URLs are the shop's.
 */
import type { CatalogPage } from '../catalog/cache.ts';
import { checkQueryLength } from '../catalog/search.ts';
import type { StoredMenuItem } from '../db/schema.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { gid, numericId } from '../ids.ts';
import { SEED_PAGES, type SeedPage } from '../seed/content/pages.ts';
import { collectionView } from './collections.ts';
import { NO_METAFIELDS } from './metafields.ts';
import { truncate } from './text.ts';

type PolicyField = NonNullable<SeedPage['policy']>['field'];

/** Which page is which policy, with Shopify's handle for it (`refund-policy` is our return policy). */
const POLICY_OF_PAGE = new Map(SEED_PAGES.flatMap((p) => (p.policy ? [[p.handle, p.policy] as const] : [])));

const pageUrl = (ctx: EngineContext, page: CatalogPage) => `${ctx.config.publicUrl}/${page.handle}`;

export function pageView(page: CatalogPage, ctx: EngineContext) {
  return {
    __typename: 'Page',
    id: gid('Page', page.id),
    handle: page.handle,
    title: page.title,
    body: page.bodyHtml,
    bodySummary: truncate(page.text, 150),
    seo: { title: page.title, description: truncate(page.text, 160) },
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    onlineStoreUrl: pageUrl(ctx, page),
    trackingParameters: null,
    ...NO_METAFIELDS,
  };
}

function policyView(page: CatalogPage, handle: string, ctx: EngineContext) {
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', page.id),
    handle,
    title: page.title,
    body: page.bodyHtml,
    url: pageUrl(ctx, page),
  };
}

/** A page as its ShopPolicy when it is one, else null. */
export function pageAsPolicy(page: CatalogPage, ctx: EngineContext) {
  const policy = POLICY_OF_PAGE.get(page.handle);
  return policy ? policyView(page, policy.handle, ctx) : null;
}

/** The four policies of the Shop type, null where the store has no such page. */
export function shopPolicies(ctx: EngineContext): Record<PolicyField, ReturnType<typeof policyView> | null> {
  const policies: Record<PolicyField, ReturnType<typeof policyView> | null> = {
    privacyPolicy: null,
    refundPolicy: null,
    shippingPolicy: null,
    termsOfService: null,
  };
  for (const [pageHandle, policy] of POLICY_OF_PAGE) {
    const page = ctx.catalog.pagesByHandle.get(pageHandle);
    if (page) policies[policy.field] = policyView(page, policy.handle, ctx);
  }
  return policies;
}

function menuItemResource(item: StoredMenuItem, ctx: EngineContext) {
  if (item.resource?.kind === 'collection') {
    const collection = ctx.catalog.collectionsByHandle.get(item.resource.handle);
    return collection ? collectionView(collection, ctx) : null;
  }
  if (item.resource?.kind === 'page') {
    const page = ctx.catalog.pagesByHandle.get(item.resource.handle);
    return page ? ((item.type === 'SHOP_POLICY' ? pageAsPolicy(page, ctx) : null) ?? pageView(page, ctx)) : null;
  }
  return null;
}

interface MenuItemView {
  __typename: 'MenuItem';
  id: string;
  title: string;
  type: StoredMenuItem['type'];
  url: string;
  tags: string[];
  resourceId: string | null;
  resource: unknown;
  items: MenuItemView[];
}

function menuItemViews(items: StoredMenuItem[], ctx: EngineContext, next: () => number): MenuItemView[] {
  return items.map((item) => {
    const resource = menuItemResource(item, ctx);
    return {
      __typename: 'MenuItem',
      id: gid('MenuItem', next()),
      title: item.title,
      type: item.type,
      url: `${ctx.config.publicUrl}${item.path}`,
      tags: item.tags ?? [],
      resourceId: (resource as { id?: string } | null)?.id ?? null,
      resource,
      items: menuItemViews(item.items ?? [], ctx, next),
    };
  });
}

function countItems(items: StoredMenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.items ?? []), 0);
}

export function menuByHandle(handle: string, ctx: EngineContext) {
  const menu = ctx.catalog.menusByHandle.get(handle);
  if (!menu) return null;
  // Item ids are stable: the menu's id, then the item's place in a depth-first walk.
  let n = 0;
  return {
    __typename: 'Menu',
    id: gid('Menu', menu.id),
    handle: menu.handle,
    title: menu.title,
    items: menuItemViews(menu.items, ctx, () => menu.id * 1000 + ++n),
    itemsCount: countItems(menu.items),
  };
}

interface PagesArgs extends ConnectionArgs {
  query?: string | null;
  sortKey?: 'ID' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | null;
}

export function pageMatches(page: CatalogPage, query: string): boolean {
  const words = query
    .toLowerCase()
    .replace(/\b(title|handle|body):/g, '')
    .replace(/["()*]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const haystack = `${page.title} ${page.handle} ${page.text}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function pageById(ctx: EngineContext, id?: string | null, handle?: string | null) {
  const page = id
    ? ctx.catalog.pagesById.get(numericId(id, 'Page') ?? -1)
    : handle
      ? ctx.catalog.pagesByHandle.get(handle)
      : undefined;
  return page ? pageView(page, ctx) : null;
}

export const contentResolvers: Record<string, RootResolver> = {
  menu: resolver<{ handle: string }>(({ handle }, ctx) => menuByHandle(handle, ctx)),
  page: resolver<{ id?: string | null; handle?: string | null }>(({ id, handle }, ctx) => pageById(ctx, id, handle)),
  pageByHandle: resolver<{ handle: string }>(({ handle }, ctx) => pageById(ctx, null, handle)),
  pages: resolver<PagesArgs>((args, ctx) => {
    checkQueryLength(args.query ?? '');
    const matching = args.query ? ctx.catalog.pages.filter((p) => pageMatches(p, args.query!)) : ctx.catalog.pages;
    const sorted =
      args.sortKey === 'TITLE'
        ? [...matching].sort((a, b) => a.title.localeCompare(b.title))
        : args.sortKey === 'UPDATED_AT'
          ? [...matching].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
          : matching;
    return connection(sorted, args, (p) => pageView(p, ctx));
  }),
};
