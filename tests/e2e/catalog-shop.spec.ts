import { expect, test, type Page } from '@playwright/test';
import { beforeHydration } from './hydration-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

/** The listing has hydrated: its filters submit as they change, so their 'Apply filters' (no JavaScript) is gone. */
async function listingHydrated(page: Page, prefix: 'desktop' | 'mobile' = 'desktop') {
  const filters = page.locator(`form:has(#${prefix}-status-available)`);
  await expect(filters).toHaveCount(1);
  await expect(filters.locator('button[type="submit"]')).toHaveCount(0);
}
const cards = (page: Page) => page.getByTestId('product-card');
const count = async (page: Page) => Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0]);
const prices = async (page: Page) =>
  (await page.getByTestId('current-price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));

test('8 products, then 16 after Load More', async ({ page }) => {
  await page.goto('/shop');
  await expect(cards(page)).toHaveCount(8);
  await page.getByRole('link', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(16);
  await expect(page).toHaveURL(/show=16/);
});

test('every type of the SPEC has products; other types show No products found', async ({ page }) => {
  for (const type of ['ALL', 'SHOP', 'ContactLenses', 'Sunglasses', 'Eyeglasses', 'Clip-on', 'Reading-glass', 'Safety-glass']) {
    await page.goto(`/shop/${type}`);
    await expect(cards(page).first()).toBeVisible();
  }
  await page.goto('/shop/Hats');
  await expect(page.getByText('No products found')).toBeVisible();
});

test('the gender pages filter by target gender, unisex by default', async ({ page }) => {
  await page.goto('/shop/gender?query=female');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  const women = await count(page);
  await page.goto('/shop/gender');
  await expect(page.getByRole('heading', { level: 1, name: 'Unisex' })).toBeVisible();
  expect(women).toBeGreaterThan(0);
});

for (const [group, option] of [
  ['Gender', 'Women'],
  ['Product Categories', 'Eyeglasses'],
  ['Frame Color', 'Black'],
  ['Filter by Brands', 'Gucci'],
  ['Product Status', 'Out of Stock'],
] as const) {
  test(`filter ${group}: ${option} narrows the list to what it names`, async ({ page }) => {
    await page.goto('/shop');
    const total = await count(page);
    const fieldset = page.getByRole('group', { name: group });
    const label = fieldset.getByText(option, { exact: true });
    const expected = Number(await label.locator('xpath=following-sibling::span').textContent());
    await label.click();
    await expect(page).toHaveURL(/\?.+/);
    await expect.poll(() => count(page)).toBe(expected);
    expect(expected).toBeLessThan(total);
    await expect(page.getByRole('group', { name: group }).getByLabel(new RegExp(`^${option}`))).toBeChecked();
  });
}

test('brand filter shows only that brand; out-of-stock filter shows Out Of Stock buttons', async ({ page }) => {
  await page.goto('/shop?brand=Gucci');
  for (const card of await cards(page).all()) await expect(card).toContainText('Gucci');
  await page.goto('/shop?status=out-of-stock');
  for (const card of await cards(page).all()) await expect(card.getByRole('button', { name: 'Out Of Stock' })).toBeDisabled();
});

test('a value of the group a page hides is not applied: the page lists its own products', async ({ page }) => {
  for (const [own, asked] of [
    ['/shop/Sunglasses', '/shop/Sunglasses?category=Eyeglasses'],
    ['/shop/gender?query=male', '/shop/gender?query=male&gender=female'],
  ]) {
    await page.goto(own!);
    const expected = await count(page);
    expect(expected).toBeGreaterThan(0);
    await page.goto(asked!);
    expect(await count(page)).toBe(expected);
  }
});

test('sort by price both ways', async ({ page }) => {
  await page.goto('/shop/Sunglasses');
  await page.getByLabel('Sort By').selectOption('price_low_high');
  await expect(page).toHaveURL(/sort=price_low_high/);
  await expect
    .poll(async () => {
      const list = await prices(page);
      return list.every((p, i) => i === 0 || list[i - 1]! <= p);
    })
    .toBe(true);
  await page.getByLabel('Sort By').selectOption('price_high_low');
  await expect(page).toHaveURL(/sort=price_high_low/);
  await expect
    .poll(async () => {
      const list = await prices(page);
      return list.every((p, i) => i === 0 || list[i - 1]! >= p);
    })
    .toBe(true);
});

test('price inputs: default 0-6000, arrow keys step 50, min never above max, max at least 1', async ({ page }) => {
  await page.goto('/shop');
  const filter = page.getByTestId('price-filter');
  const min = filter.getByLabel('Min price');
  const max = filter.getByLabel('Max price');
  await expect(min).toHaveValue('0');
  await expect(max).toHaveValue('6000');
  await min.press('ArrowDown');
  await expect(min).toHaveValue('0');
  await min.press('ArrowUp');
  await expect(min).toHaveValue('50');
  await max.fill('100');
  await max.press('ArrowDown');
  await max.press('ArrowDown');
  await expect(max).toHaveValue('50');
  await max.press('ArrowDown');
  await expect(max).toHaveValue('50');
  await min.fill('9000');
  await min.blur();
  await expect(min).toHaveValue('50');
  await min.fill('0');
  await min.blur();
  await max.fill('0');
  await max.blur();
  await expect(max).toHaveValue('1');
});

test('a price range and a band filter by AED price', async ({ page }) => {
  await page.goto('/shop');
  const filter = page.getByTestId('price-filter');
  await filter.getByLabel('Min price').fill('2000');
  await filter.getByLabel('Max price').fill('3000');
  await filter.getByRole('button', { name: 'Go' }).click();
  // The address changes before React draws the new list (in a transition): the prices are polled.
  const pricesOutside = async (min: number, max: number) => {
    const list = await prices(page);
    return list.length === 0 ? 'no prices' : list.filter((price) => price < min || price > max);
  };
  await expect(page).toHaveURL(/min=2000&max=3000/);
  await expect.poll(() => pricesOutside(2000, 3000)).toEqual([]);
  await page.getByRole('link', { name: '10000-15000' }).click();
  await expect(page).toHaveURL(/min=10000&max=15000/);
  await expect.poll(() => pricesOutside(10000, 15000)).toEqual([]);
});

test('option lists show 5 with See More and a search box', async ({ page }) => {
  await page.goto('/shop');
  const brands = page.getByRole('group', { name: 'Filter by Brands' });
  await expect(brands.getByRole('checkbox').filter({ visible: true })).toHaveCount(5);
  await brands.getByText('See More').click();
  expect(await brands.getByRole('checkbox').filter({ visible: true }).count()).toBeGreaterThan(5);
  await brands.getByRole('searchbox', { name: 'Search brands' }).fill('ray');
  await expect(brands.getByRole('checkbox').filter({ visible: true })).toHaveCount(1);
  await expect(page).not.toHaveURL(/brand=/);
});

test('filters and sort reset when the type changes, in the URL and on screen', async ({ page }) => {
  await page.goto('/shop/Sunglasses');
  await listingHydrated(page); // each change submits with JavaScript
  const available = page.getByRole('group', { name: 'Product Status' }).getByRole('checkbox', { name: /^Available/ });
  await available.check();
  await expect(page).toHaveURL(/status=/);
  const sort = page.getByRole('combobox', { name: 'Sort By' });
  await sort.selectOption('price_low_high');
  await expect(page).toHaveURL(/sort=price_low_high/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Eyeglasses' }).click();
  await expect(page).toHaveURL(/\/shop\/Eyeglasses$/);
  await expect(available).not.toBeChecked();
  await expect(sort).toHaveValue('recommended');
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/Sunglasses\?.*sort=price_low_high/);
  await expect(available).toBeChecked();
  await expect(sort).toHaveValue('price_low_high');
});

/**
 * Makes one change of the shop's filters or sort, and the other the moment the address shows the
 * first: React Router changes the address, then draws the page it leads to in a transition, so
 * the second form is still the page before, as a quick shopper on a slow phone can find it.
 * Answers whether that form indeed lacked the first change.
 */
async function changeBeforeDrawn(page: Page, first: 'status' | 'sort') {
  return page.evaluate(async (first) => {
    const box = document.querySelector<HTMLInputElement>('#desktop-status-available')!;
    const select = document.querySelector<HTMLSelectElement>('#desktop-sort')!;
    const sort = () => {
      select.value = 'price_low_high';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const push = history.pushState;
    await new Promise<void>((addressChanged) => {
      history.pushState = function (...args: Parameters<History['pushState']>) {
        push.apply(this, args);
        history.pushState = push;
        addressChanged();
      };
      if (first === 'status') box.click();
      else sort();
    });
    const second = first === 'status' ? select : box;
    const lacked = !second.form!.querySelector(`input[type="hidden"][name="${first}"]`);
    if (first === 'status') sort();
    else box.click();
    return lacked;
  }, first);
}

test('a filter ticked before the page hydrated applies once it has', async ({ page }) => {
  const available = page.locator('#desktop-status-available');
  await beforeHydration(page, '/shop/Sunglasses', () => available.check());
  await expect(page).toHaveURL(/\/shop\/Sunglasses\?status=available$/);
  await listingHydrated(page);
  await expect(available).toBeChecked();
  await expect(cards(page).getByRole('button', { name: 'Out Of Stock' })).toHaveCount(0);
});

test('a price typed before the page hydrated is the one applied', async ({ page }) => {
  const filter = page.getByTestId('price-filter');
  await beforeHydration(page, '/shop/Sunglasses', async () => {
    await filter.getByLabel('Min price').fill('2000');
    await filter.getByLabel('Max price').fill('3000');
  });
  await listingHydrated(page);
  await filter.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/min=2000&max=3000$/);
  await expect(filter.getByLabel('Min price')).toHaveValue('2000');
});

test('a filter and a sort changed one just after the other both apply, in either order and language', async ({ page }) => {
  const available = page.locator('#desktop-status-available');
  const sort = page.locator('#desktop-sort');
  for (const listing of ['/shop/Sunglasses', '/ar/shop/Sunglasses']) {
    for (const first of ['status', 'sort'] as const) {
      await page.goto(listing);
      await listingHydrated(page);
      expect(await changeBeforeDrawn(page, first)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`${listing}\\?.*status=available`));
      await expect(page).toHaveURL(/sort=price_low_high/);
      await expect(available).toBeChecked();
      await expect(sort).toHaveValue('price_low_high');
    }
  }
});

/**
 * Ticks 'Available' with the filter's page data held back, as a slow network would, and does
 * `meanwhile` before it comes: the shopper still sees the page before the filter.
 */
async function whileFilterLoads(page: Page, prefix: 'desktop' | 'mobile', meanwhile: () => Promise<unknown>) {
  const pageData = /\.data(\?|$)/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route(pageData, async (route) => {
    if (first) {
      first = false;
      await held;
    }
    // The next navigation cancels the filter's: its request may be gone by now.
    await route.continue().catch(() => undefined);
  });
  await page.locator(`#${prefix}-status-available`).check();
  await meanwhile();
  release();
  await expect(page).toHaveURL(/status=available/);
  await page.unroute(pageData);
}

test('a sort, a price or Load More used while a filter’s page is still loading keeps the filter', async ({ page }) => {
  const filter = page.getByTestId('price-filter');
  for (const [listing, loadMore] of [
    ['/shop/Sunglasses', 'Load More'],
    ['/ar/shop/Sunglasses', 'تحميل المزيد'],
  ] as const) {
    const uses: [string, () => Promise<unknown>, RegExp][] = [
      ['sort', () => page.locator('#desktop-sort').selectOption('price_low_high'), /sort=price_low_high/],
      ['price band', () => filter.getByRole('link', { name: '3000-6000' }).click(), /min=3000&max=6000/],
      [
        'price range',
        async () => {
          await filter.locator('input[name="min"]').fill('500');
          await filter.locator('button[type="submit"]').click();
        },
        /min=500&max=6000/,
      ],
      ['Load More', () => page.getByRole('link', { name: loadMore }).click(), /show=16/],
    ];
    for (const [use, meanwhile, applied] of uses) {
      await test.step(`${use} on ${listing}`, async () => {
        await page.goto(listing);
        await listingHydrated(page);
        await whileFilterLoads(page, 'desktop', meanwhile);
        await expect(page).toHaveURL(new RegExp(`${listing}\\?.*status=available`));
        await expect(page).toHaveURL(applied);
        await expect(page.locator('#desktop-status-available')).toBeChecked();
      });
    }
  }
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the sort and filter panel opens and closes through the URL', async ({ page }) => {
    await page.goto('/shop/Sunglasses');
    await expect(page.getByTestId('mobile-panel')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/panel=sort/);
    await page.getByTestId('mobile-panel').getByLabel('Price: High to Low').click();
    await expect(page).toHaveURL(/sort=price_high_low/);
    await page.getByRole('link', { name: /^Filter/ }).click();
    await expect(page.getByTestId('mobile-panel').getByRole('group', { name: 'Filter by Brands' })).toBeVisible();
    await page.getByTestId('mobile-panel').getByRole('link', { name: 'Close' }).click();
    await expect(page.getByTestId('mobile-panel')).toHaveCount(0);
  });
  test('closing the panel while a filter’s page is still loading keeps the filter', async ({ page }) => {
    await page.goto('/shop/Sunglasses?panel=filter');
    await listingHydrated(page, 'mobile');
    await whileFilterLoads(page, 'mobile', () => page.getByTestId('mobile-panel').getByRole('link', { name: 'Close' }).click());
    await expect(page).not.toHaveURL(/panel=/);
    await expect(page.getByTestId('mobile-panel')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('filters apply through the form', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('group', { name: 'Filter by Brands' }).getByText('Gucci', { exact: true }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/brand=Gucci/);
    for (const card of await cards(page).all()) await expect(card).toContainText('Gucci');
  });
  test('the sort, the price, a band and Load More keep the filters the address holds', async ({ page }) => {
    const params = () => new URL(page.url()).searchParams;
    await page.goto('/shop/Eyeglasses?brand=Gucci&brand=Prada&status=available');
    await page.getByLabel('Sort By').selectOption('price_high_low');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/sort=price_high_low/);
    expect(params().getAll('brand')).toEqual(['Gucci', 'Prada']);
    expect(params().get('status')).toBe('available');

    const filter = page.getByTestId('price-filter');
    await filter.getByLabel('Min price').fill('100');
    await filter.getByLabel('Max price').fill('9000');
    await filter.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/min=100&max=9000/);
    expect(params().getAll('brand')).toEqual(['Gucci', 'Prada']);
    expect(params().get('sort')).toBe('price_high_low');

    await filter.getByRole('link', { name: 'Below 2000' }).click();
    await expect(page).toHaveURL(/min=0&max=2000/);
    expect(params().getAll('brand')).toEqual(['Gucci', 'Prada']);
    expect(params().get('status')).toBe('available');
    expect(params().get('sort')).toBe('price_high_low');

    await page.goto('/shop/Sunglasses?status=available&sort=price_low_high');
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/show=16/);
    expect(params().get('status')).toBe('available');
    expect(params().get('sort')).toBe('price_low_high');
    await expect(cards(page)).toHaveCount(16);
    for (const card of await cards(page).all()) await expect(card.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  });
  test('on a phone, the panel opens and closes through links that keep the filters', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop/Sunglasses?brand=Gucci&sort=price_low_high');
    await page.getByRole('link', { name: /^Filter/ }).click();
    await expect(page).toHaveURL(/panel=filter/);
    const panel = page.getByTestId('mobile-panel');
    await expect(panel.getByRole('group', { name: 'Filter by Brands' })).toBeVisible();
    await panel.getByRole('link', { name: 'Close' }).click();
    await expect(page.getByTestId('mobile-panel')).toHaveCount(0);
    const params = new URL(page.url()).searchParams;
    expect([params.get('brand'), params.get('sort'), params.get('panel')]).toEqual(['Gucci', 'price_low_high', null]);
  });
});

test('Add To Cart on a card turns it into View in Cart, which leads to the cart', async ({ page }) => {
  await page.goto('/shop/Eyeglasses?status=available');
  const card = cards(page).first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await card.getByRole('link', { name: 'View in Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(title).first()).toBeVisible();
});
