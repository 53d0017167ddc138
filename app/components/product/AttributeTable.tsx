import type { Attribute } from '~/server/catalog/attributes';

export function AttributeTable({ attributes }: { attributes: Attribute[] }) {
  if (attributes.length === 0) return null;
  return (
    <table className="w-full text-sm" data-testid="attributes">
      <caption className="sr-only">Product details</caption>
      <tbody>
        {attributes.map((attribute) => (
          <tr key={attribute.label} className="border-b border-line">
            <th scope="row" className="w-2/5 py-2.5 pe-4 text-start font-medium text-muted">
              {attribute.label}
            </th>
            <td className="py-2.5">{attribute.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
