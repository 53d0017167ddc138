import { Trans, useLingui } from '@lingui/react/macro';
import {
  data,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  type ShouldRevalidateFunction,
} from 'react-router';
import { routePathOf } from '~/i18n/languages';
import { AddressForm } from '~/components/account/AddressForm';
import { AddressList } from '~/components/account/AddressList';
import { Dashboard } from '~/components/account/Dashboard';
import { ErrorBox } from '~/components/account/ErrorBox';
import type { FormFeedback } from '~/components/account/feedback';
import { OrderList } from '~/components/account/OrderList';
import { OrderSummary } from '~/components/account/OrderSummary';
import { MyPrescriptions } from '~/components/account/prescriptions/MyPrescriptions';
import { PrescriptionForm } from '~/components/account/prescriptions/PrescriptionForm';
import { ProfileNav } from '~/components/account/ProfileNav';
import { parseTab, tabUrl, type ProfileTab } from '~/components/account/profile-tabs';
import { Title } from '~/components/layout/Title';
import { requireCustomer, sessionHeaders } from '~/server/account/customer.server';
import { profileAction } from '~/server/account/profile-actions.server';
import { loadProfileData, type ProfileData } from '~/server/account/profile-data.server';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, accessToken, customer, sessionChanged } = await requireCustomer(request, context);
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get('activetab'));
  const id = url.searchParams.get('id');
  const profile = await loadProfileData(context, request, customer, accessToken, tab, id);
  // Not cacheable, like every page of a visitor with a session (app/server/private-responses.server.ts).
  return data({ ...profile, tab, id }, { headers: await sessionHeaders(session, sessionChanged) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

/** Show All / Show Less only changes what is shown of data the page already has. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  // A form, another page, or the same page again (a revalidation after an upload) reloads.
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const withoutShow = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('show');
    return params.toString();
  };
  return withoutShow(currentUrl) === withoutShow(nextUrl) ? false : defaultShouldRevalidate;
};

/** Headings name the content, not the menu entry, so each menu label appears once on the page. */
function TabPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="tab-heading" className="space-y-5">
      <h2 id="tab-heading" className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Address and prescription forms answer alike: messages per field, a form message, the values. */
type ActionData = FormFeedback & { deleteError?: { id: string; message: string } };

interface TabContentProps {
  profile: ProfileData & { tab: ProfileTab; id: string | null };
  showAll: boolean;
  feedback?: ActionData;
}

function TabContent({ profile, showAll, feedback }: TabContentProps) {
  const { t } = useLingui();
  switch (profile.tab) {
    case 'dashboard':
      return <Dashboard {...profile.user} addressCount={profile.addresses.length} />;
    case 'address':
      return (
        <AddressList
          addresses={profile.addresses}
          defaultAddressId={profile.defaultAddressId}
          countryNames={profile.countryNames}
          showAll={showAll}
          deleteError={feedback?.deleteError?.message}
        />
      );
    case 'add-address':
      return (
        <TabPanel title={t`New delivery address`}>
          <AddressForm
            key="add"
            mode="add"
            countries={profile.countries}
            countryNames={profile.countryNames}
            feedback={feedback}
          />
        </TabPanel>
      );
    case 'edit-address': {
      const address = profile.addresses.find((candidate) => candidate.id === profile.id);
      if (!address) {
        // SPEC §8: the address went away, most likely edited or deleted in another tab.
        return (
          <div role="alert" className="rounded-2xl border border-gold-light bg-gold-light/15 p-6 text-ink">
            <p className="font-semibold">
              <Trans>This address could not be found.</Trans>
            </p>
            <p className="mt-1 text-sm">
              <Trans>
                It may have been changed or deleted in another tab or window. Please go back to your addresses and choose it
                again.
              </Trans>
            </p>
            <Link to={tabUrl('address')} className="btn-outline mt-4">
              <Trans>Back to addresses</Trans>
            </Link>
          </div>
        );
      }
      return (
        <TabPanel title={t`Edit delivery address`}>
          <AddressForm
            key={address.id}
            mode="edit"
            address={address}
            countries={profile.countries}
            countryNames={profile.countryNames}
            feedback={feedback}
          />
        </TabPanel>
      );
    }
    case 'order':
      return (
        <TabPanel title={t`Order history`}>
          {profile.ordersError ? <ErrorBox message={profile.ordersError} /> : <OrderList orders={profile.orders} />}
        </TabPanel>
      );
    case 'prescriptions':
      return (
        <MyPrescriptions
          prescriptions={profile.prescriptions}
          files={profile.prescriptionFiles}
          error={feedback?.formError?.message}
        />
      );
    case 'add-prescription':
      return (
        <TabPanel title={t`New prescription`}>
          <PrescriptionForm key="add" mode="add" feedback={feedback} />
        </TabPanel>
      );
    case 'edit-prescription': {
      const prescription = profile.prescriptions.find((candidate) => candidate.id === profile.id);
      if (!prescription) return <ErrorBox message={t`No saved prescription found with this ID.`} />;
      return (
        <TabPanel title={t`Edit prescription`}>
          <PrescriptionForm key={prescription.id} mode="edit" prescription={prescription} feedback={feedback} />
        </TabPanel>
      );
    }
    case 'ordersummary':
      if (profile.ordersError) return <ErrorBox message={profile.ordersError} />;
      return profile.order ? (
        <OrderSummary order={profile.order} countryNames={profile.countryNames} />
      ) : (
        <ErrorBox message={t`No order found with the specified ID.`} />
      );
  }
}

/** Another tab or order is on its way; Show All / Show Less and saves do not count. */
function isLoadingAnotherTab(navigation: ReturnType<typeof useNavigation>, tab: ProfileTab, id: string | null): boolean {
  // The location carries the page's language base (`/ar/profile`).
  if (navigation.state !== 'loading' || navigation.formMethod || routePathOf(navigation.location.pathname) !== '/profile')
    return false;
  const next = new URLSearchParams(navigation.location.search);
  return parseTab(next.get('activetab')) !== tab || next.get('id') !== id;
}

export default function Profile() {
  const { t } = useLingui();
  const profile = useLoaderData<typeof loader>();
  const feedback = useActionData<typeof action>() as ActionData | undefined;
  const location = useLocation();
  const navigation = useNavigation();
  // SPEC §2 'Loading...': while another tab's data is on its way (a plain navigation, not a save).
  const loading = isLoadingAnotherTab(navigation, profile.tab, profile.id);
  return (
    <div className="bg-mist">
      <div className="container-shop py-8 md:py-12">
        <Title>{t`My account`}</Title>
        <h1 className="mb-6 text-3xl font-bold tracking-tight md:mb-8">{t`My account`}</h1>
        <div className="grid gap-6 md:grid-cols-[15rem_1fr] md:gap-10">
          <ProfileNav tab={profile.tab} currentUrl={location.pathname + location.search} />
          <div aria-busy={loading || undefined} className="min-w-0">
            {loading ? (
              <p role="status" className="rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-line">
                {t`Loading...`}
              </p>
            ) : (
              <TabContent
                profile={profile}
                showAll={new URLSearchParams(location.search).get('show') === 'all'}
                feedback={feedback}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
