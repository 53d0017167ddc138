import { Trans, useLingui } from '@lingui/react/macro';
import { Money } from '~/components/ui/Money';
import type { FrameType } from '~/lib/prescription/frame-types';
import { priceDifference } from '~/lib/cart/money';
import { packageOptions, type LensProduct } from '~/lib/prescription/lens-offer';
import { ChoiceCard } from './ChoiceCard';
import { describedProps, FieldError } from './FieldError';
import { COATING_WORDS, INDEX_WORDS } from './lens-words';

/**
 * Step 2: the lens package. Each thickness shows the package's price with the chosen coating;
 * each coating what it adds to the chosen thickness, all in the shopper's currency.
 */
export function PackageFields({
  product,
  frame,
  index,
  coating,
  onIndex,
  onCoating,
  errors,
}: {
  product: LensProduct;
  frame: FrameType;
  index: string;
  coating: string;
  onIndex: (index: string) => void;
  onCoating: (coating: string) => void;
  errors: { index?: string; coating?: string };
}) {
  const { i18n } = useLingui();
  const options = packageOptions(product, frame, { index, coating });
  const base = options.coatings.reduce<string | null>(
    (lowest, c) => (lowest === null || Number(c.price) < Number(lowest) ? c.price : lowest),
    null,
  );
  return (
    <div className="grid gap-6">
      <fieldset {...describedProps('index', errors.index)}>
        <legend className="mb-3 text-sm font-semibold">
          <Trans>Lens thickness (index)</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.indices.map((choice) => (
            <ChoiceCard
              key={choice.value}
              name="index"
              value={choice.value}
              checked={index === choice.value}
              onChange={onIndex}
              disabled={!choice.available}
              title={
                <>
                  <bdi>{choice.value}</bdi> {INDEX_WORDS[choice.value] ? i18n._(INDEX_WORDS[choice.value]!) : null}
                </>
              }
              aside={<Money amount={choice.price} currency={choice.currencyCode} />}
            />
          ))}
        </div>
        <FieldError name="index" message={errors.index} />
      </fieldset>
      <fieldset {...describedProps('coating', errors.coating)}>
        <legend className="mb-3 text-sm font-semibold">
          <Trans>Coating</Trans>
        </legend>
        <div className="grid gap-2">
          {options.coatings.map((choice) => {
            const words = COATING_WORDS[choice.value];
            const extra = base === null ? '0' : priceDifference(choice.price, base, choice.currencyCode);
            return (
              <ChoiceCard
                key={choice.value}
                name="coating"
                value={choice.value}
                checked={coating === choice.value}
                onChange={onCoating}
                disabled={!choice.available}
                title={words ? i18n._(words.name) : <bdi>{choice.value}</bdi>}
                hint={words ? i18n._(words.hint) : undefined}
                aside={
                  Number(extra) > 0 ? (
                    <span>
                      + <Money amount={extra} currency={choice.currencyCode} />
                    </span>
                  ) : (
                    <Trans>Included</Trans>
                  )
                }
              />
            );
          })}
        </div>
        <FieldError name="coating" message={errors.coating} />
      </fieldset>
    </div>
  );
}
