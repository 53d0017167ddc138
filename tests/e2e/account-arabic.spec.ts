import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, signUp, toast, uniqueEmail } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';

/** The account in Arabic, under /ar: the words a shopper reads there (app/locales/ar/messages.po). */
const AR = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  login: 'تسجيل الدخول',
  createAccount: 'إنشاء الحساب',
  logout: 'تسجيل الخروج',
  addAddress: 'إضافة عنوان',
  editSettings: 'تعديل العنوان',
  myOrders: 'طلباتي',
  edit: 'تعديل',
  delete: 'حذف',
  save: 'حفظ',
  address1: 'سطر العنوان 1',
  address2: 'سطر العنوان 2 (اختياري)',
  city: 'المدينة',
  state: 'الإمارة / المنطقة',
  country: 'الدولة',
  zip: 'الرمز البريدي',
  phone: 'رقم الهاتف',
  uae: 'الإمارات العربية المتحدة',
};

async function logInInArabic(page: Page, email: string, password: string) {
  await page.goto('/ar/login');
  await page.getByLabel(AR.email).fill(email);
  await page.getByLabel(AR.password).fill(password);
  await page.getByRole('button', { name: AR.login }).click();
}

async function fillAddress(
  page: Page,
  values: Partial<Record<'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'phone', string>>,
) {
  const main = page.getByRole('main');
  for (const [field, value] of Object.entries(values))
    await main.getByLabel(AR[field as keyof typeof values], { exact: true }).fill(value);
}

test.describe('the account in Arabic', () => {
  test('register with Arabic labels and messages, greet, log out and log in again', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/ar/register');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('إنشاء حساب | نظّارة');
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابًا جديدًا' })).toBeVisible();
    for (const label of [AR.email, AR.password, AR.confirmPassword])
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('dir', 'ltr');
    await expectNoSeriousAxeViolation(page);

    // The browser checks first, in Arabic.
    await page.getByRole('button', { name: AR.createAccount }).click();
    for (const message of ['الاسم الأول مطلوب', 'اسم العائلة مطلوب', 'البريد الإلكتروني مطلوب', 'كلمة المرور مطلوبة']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(AR.firstName)).toBeFocused();
    await expectNoSeriousAxeViolation(page);

    const email = uniqueEmail('layla');
    await page.getByLabel(AR.firstName).fill('ليلى');
    await page.getByLabel(AR.lastName).fill('الحداد');
    await page.getByLabel(AR.email).fill('layla@example');
    await page.getByLabel(AR.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(AR.confirmPassword).fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: AR.createAccount }).click();
    await expect(page.getByText('عنوان البريد الإلكتروني غير صالح')).toBeVisible();
    await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();

    await page.getByLabel(AR.email).fill(email);
    await page.getByLabel(AR.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: AR.createAccount }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(toast(page, 'أهلًا بك في نظّارة يا ليلى! حسابك جاهز.')).toBeVisible();

    await page.goto('/ar/profile');
    await expect(page).toHaveTitle('حسابي | نظّارة');
    await expect(page.getByRole('heading', { name: 'مرحبًا، ليلى!' })).toBeVisible();
    await expect(page.getByText('أدِر ملفك الشخصي وتفضيلاتك من هنا.')).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    await page.getByRole('button', { name: AR.logout }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(toast(page, 'تم تسجيل خروجك. شكرًا لزيارتك!')).toBeVisible();

    // A protected Arabic page sends the visitor to the Arabic login, and back to itself afterwards.
    await page.goto('/ar/profile?activetab=order');
    await expect(page).toHaveURL(/\/ar\/login$/);
    await expect(page.getByLabel(AR.email)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByLabel(AR.password)).toHaveAttribute('dir', 'ltr');
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('button', { name: AR.login }).click();
    await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await page.getByLabel(AR.email).fill(email);
    await page.getByLabel(AR.password).fill(PASSWORD);
    await page.getByRole('button', { name: AR.login }).click();
    await expect(page).toHaveURL(/\/ar\/profile\?activetab=order$/);
    await expect(toast(page, 'تم تسجيل الدخول بنجاح!')).toBeVisible();
    await expect(page.getByText('لا توجد لديك طلبات حتى الآن.')).toBeVisible();
  });

  test('what the Storefront API refuses is said in Arabic too: a taken email, a password too long', async ({ page }) => {
    await page.goto('/ar/register');
    await page.getByLabel(AR.firstName).fill('ليلى');
    await page.getByLabel(AR.lastName).fill('الحداد');
    await page.getByLabel(AR.email).fill(DEMO.email);
    // Shopify takes at most 40 characters: the form says so before it asks.
    await page.getByLabel(AR.password, { exact: true }).fill(`${PASSWORD}${'x'.repeat(40)}`);
    await page.getByLabel(AR.confirmPassword).fill(`${PASSWORD}${'x'.repeat(40)}`);
    await page.getByRole('button', { name: AR.createAccount }).click();
    await expect(page.getByText('يجب ألا يتجاوز عدد أحرف كلمة المرور 40')).toBeVisible();
    await page.getByLabel(AR.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(AR.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: AR.createAccount }).click();
    await expect(toast(page, 'هذا البريد الإلكتروني مسجّل بالفعل')).toBeVisible();
    await expect(page.getByLabel(AR.firstName)).toHaveValue('ليلى');

    // The server checks the same without the browser's help.
    const long = await page.request.post('/ar/register', {
      form: {
        firstName: 'x',
        lastName: 'y',
        email: uniqueEmail('long'),
        password: ` ${PASSWORD}`,
        password_confirmation: ` ${PASSWORD}`,
      },
      maxRedirects: 0,
    });
    expect(long.status()).toBe(400);
    expect(await long.text()).toContain('لا يمكن أن تبدأ كلمة المرور بمسافة أو تنتهي بها');
  });

  test('on a phone, the account menu strip shows its current tab, the last one too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page.request, 'Layla');
    for (const [path, name] of [
      ['/ar/profile?activetab=prescriptions', 'وصفاتي الطبية'],
      ['/profile?activetab=prescriptions', 'My Prescriptions'],
    ] as const) {
      await page.goto(path);
      const strip = page.getByRole('navigation', { name: /^(حسابي|My account)$/ }).getByRole('list');
      const current = strip.getByRole('link', { name, exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect
        .poll(async () => {
          const [shown, item] = [await strip.boundingBox(), await current.boundingBox()];
          return Boolean(shown && item && item.x >= shown.x && item.x + item.width <= shown.x + shown.width);
        }, path)
        .toBe(true);
    }
  });

  test('a form on its way says so in Arabic and takes no second press: Login, then Save', async ({ page }) => {
    /** Holds the answers to `pattern` until the returned function is called, so the busy state can be seen. */
    async function hold(pattern: string) {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
      return () => release();
    }
    const email = await signUp(page.request, 'Layla');
    await page.context().clearCookies();
    await page.goto('/ar/login');
    await page.getByLabel(AR.email).fill(email);
    await page.getByLabel(AR.password).fill(PASSWORD);
    const releaseLogin = await hold('**/ar/login.data*');
    await page.getByRole('button', { name: AR.login }).click();
    await expect(page.getByRole('button', { name: 'جارٍ التحميل...' })).toBeDisabled();
    releaseLogin();
    await expect(page).toHaveURL(/\/ar$/);

    await page.goto('/ar/profile?activetab=add-address');
    await page.getByRole('main').getByLabel(AR.country).selectOption({ label: AR.uae });
    await fillAddress(page, {
      firstName: 'ليلى',
      lastName: 'الحداد',
      address1: 'فيلا 7',
      city: 'دبي',
      zip: '00000',
      phone: '+971 50 123 4567',
    });
    const releaseSave = await hold('**/ar/profile.data*');
    await page.getByRole('button', { name: AR.save }).click();
    await expect(page.getByRole('button', { name: 'جارٍ الحفظ...' })).toBeDisabled();
    releaseSave();
    await expect(page).toHaveURL(/\/ar\/profile\?activetab=address$/);
  });

  test('add, edit and delete an address written in Arabic', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page.request, 'Layla');
    await page.goto('/ar/profile?activetab=address');
    await expect(page.getByText('لا توجد عناوين محفوظة')).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    await page.getByRole('link', { name: AR.addAddress, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/profile\?activetab=add-address$/);
    const main = page.getByRole('main');
    await expect(main.getByLabel(AR.zip)).toHaveAttribute('dir', 'ltr');
    await expect(main.getByLabel(AR.phone)).toHaveAttribute('dir', 'ltr');
    // The countries are named in Arabic; the value stays the name the Storefront API keeps.
    await main.getByLabel(AR.country).selectOption({ label: AR.uae });
    await expect(main.getByLabel(AR.country)).toHaveValue('United Arab Emirates');
    await expectNoSeriousAxeViolation(page);

    // Broken fields: one Arabic toast each, titled with the field's name.
    await fillAddress(page, {
      firstName: 'ليلى2',
      lastName: 'الحداد',
      address1: 'فيلا 7، شارع 12',
      city: 'دبي',
      zip: '12',
      phone: '+971 50 123 4567',
    });
    await page.getByRole('button', { name: AR.save }).click();
    await expect(toast(page, 'يجب أن يحتوي الاسم الأول على حروف فقط.')).toContainText('خطأ: الاسم الأول');
    await expect(toast(page, 'صيغة الرمز البريدي غير صحيحة في الإمارات العربية المتحدة.')).toContainText('خطأ: الرمز البريدي');
    await expect(page).toHaveURL(/activetab=add-address$/);

    // Arabic letters are letters; Arabic-Indic digits are kept as 0-9.
    await fillAddress(page, {
      firstName: 'ليلى',
      address2: 'جميرا 1، بلوك ب-2.',
      state: 'دبي',
      zip: '00000',
      phone: '٠٥٠ ١٢٣ ٤٥٦٧',
    });
    await page.getByRole('button', { name: AR.save }).click();
    await expect(page).toHaveURL(/\/ar\/profile\?activetab=address$/);
    await expect(toast(page, 'تم حفظ العنوان بنجاح!')).toContainText('تم بنجاح');
    const card = main.getByRole('listitem').filter({ hasText: 'ليلى الحداد' });
    await expect(card).toContainText('فيلا 7، شارع 12');
    await expect(card).toContainText('دبي، دبي، 00000');
    await expect(card).toContainText(AR.uae);
    await expect(card).toContainText('050 123 4567');
    await expect(card.getByText('الافتراضي')).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    await card.getByRole('link', { name: AR.edit, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/profile\?activetab=edit-address&id=gid/);
    await expect(page.getByRole('link', { name: AR.editSettings })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByLabel(AR.city)).toHaveValue('دبي');
    await expect(main.getByLabel(AR.country)).toHaveValue('United Arab Emirates');
    await expectNoSeriousAxeViolation(page);
    await fillAddress(page, { city: 'الشارقة', state: 'الشارقة' });
    await page.getByRole('button', { name: AR.save }).click();
    await expect(page).toHaveURL(/\/ar\/profile\?activetab=address$/);
    await expect(main.getByText('الشارقة، الشارقة، 00000')).toBeVisible();

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await main.getByRole('button', { name: AR.delete }).click();
    await expect(page.getByText('لا توجد عناوين محفوظة')).toBeVisible();
    expect(dialogs).toEqual(['هل أنت متأكد من حذف هذا العنوان؟']);
  });

  test.describe('orders of the demo customer', () => {
    // Order dates show in the browser's time zone; UTC makes the seeded times exact.
    test.use({ timezoneId: 'UTC' });

    test('My Orders and an order summary in Arabic', async ({ page }) => {
      test.setTimeout(90_000);
      await logInInArabic(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/ar$/);

      await page.goto('/ar/profile');
      await page.getByRole('link', { name: AR.myOrders }).click();
      await expect(page).toHaveURL(/\/ar\/profile\?activetab=order$/);
      await expect(page.getByRole('heading', { name: 'سجل الطلبات' })).toBeVisible();
      const rows = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /#10\d\d/ }) });
      await expect(rows).toHaveCount(3);
      const seeded = [
        { name: '#1003', date: '2026-03-09 08:30:00', status: 'قيد الانتظار' },
        { name: '#1002', date: '2026-02-27 16:05:00', status: 'قيد التجهيز' },
        { name: '#1001', date: '2026-01-14 10:42:00', status: 'تم التوصيل' },
      ];
      for (const [index, order] of seeded.entries()) {
        const row = rows.nth(index);
        await expect(row).toContainText(order.name);
        await expect(row.locator('time')).toHaveText(order.date);
        await expect(row.locator('time')).toHaveAttribute('dir', 'ltr');
        await expect(row).toContainText(order.status);
        // Money in Arabic: the amount with Latin digits, then the dirham.
        await expect(row).toContainText(/[\d,]+\.\d{2} د\.إ\./);
      }
      await expectNoSeriousAxeViolation(page);

      await page.getByRole('link', { name: /#1001/ }).click();
      await expect(page).toHaveURL(/\/ar\/profile\?activetab=ordersummary&id=gid/);
      await expect(page.getByRole('heading', { name: 'الطلب #1001' })).toBeVisible();
      await expect(page.getByText('الكمية: 2')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'تفاصيل الشحن' })).toBeVisible();
      const shipping = page.getByRole('main').locator('address');
      await expect(shipping).toContainText('Marina Gate 2, Apartment 1804');
      await expect(shipping).toContainText(AR.uae);
      await expect(shipping).toContainText('+971501234567');
      await expect(page.getByRole('heading', { name: 'تفاصيل السعر' })).toBeVisible();
      await expect(page.getByText('الإجمالي', { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolation(page);
      await page.getByRole('link', { name: 'العودة إلى طلباتي' }).click();
      await expect(page).toHaveURL(/\/ar\/profile\?activetab=order$/);

      await page.goto('/ar/profile?activetab=ordersummary&id=gid%3A%2F%2Fshopify%2FOrder%2F999999');
      await expect(page.getByText('لم يُعثر على طلب بهذا الرقم.')).toBeVisible();
    });
  });
});
