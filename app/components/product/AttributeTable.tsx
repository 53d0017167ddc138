import { Trans, useLingui } from '@lingui/react/macro';
import { attributeLabel } from '~/lib/catalog/attribute-labels';
import { BidiText } from '~/components/ui/Bidi';
import type { Attribute } from '~/server/catalog/attributes';

export function AttributeTable({ attributes }: { attributes: Attribute[] }) {
  const { t, i18n } = useLingui();
  if (attributes.length === 0) return null;
  return (
    <table className="w-full text-sm" data-testid="attributes">
      <caption className="sr-only">
        <Trans>Product details</Trans>
      </caption>
      <tbody>
        {attributes.map((attribute) => (
          <tr key={attribute.key} className="border-b border-line">
            <th scope="row" className="w-2/5 py-2.5 pe-4 text-start font-medium text-muted">
              {attributeLabel(i18n, attribute.key)}
            </th>
            <td className="py-2.5">
              {typeof attribute.value === 'boolean' ? attribute.value ? t`Yes` : t`No` : <BidiText text={attribute.value} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
