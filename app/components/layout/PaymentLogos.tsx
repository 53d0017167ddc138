import { useLingui } from '@lingui/react/macro';
/** Accepted payment methods, drawn as small SVG marks (no external images). */
const methods = [
  { name: 'Visa', text: 'VISA', fill: '#1a1f71', color: '#ffffff', italic: true },
  { name: 'Mastercard', text: '', fill: '#ffffff', color: '#000000', italic: false },
  { name: 'Apple Pay', text: ' Pay', fill: '#000000', color: '#ffffff', italic: false },
  { name: 'Google Pay', text: 'G Pay', fill: '#ffffff', color: '#3c4043', italic: false },
  { name: 'Tabby', text: 'tabby', fill: '#3bffc1', color: '#292929', italic: false },
  { name: 'Tamara', text: 'tamara', fill: '#ffe7d6', color: '#2d2d2d', italic: false },
] as const;

export function PaymentLogos() {
  const { t } = useLingui();
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t`Payment methods`}>
      {methods.map((method) => (
        <li key={method.name}>
          <svg viewBox="0 0 56 36" width={56} height={36} role="img" aria-label={method.name}>
            <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill={method.fill} stroke="#d0d5dd" />
            {method.name === 'Mastercard' ? (
              <>
                <circle cx="23" cy="18" r="9" fill="#eb001b" />
                <circle cx="33" cy="18" r="9" fill="#f79e1b" fillOpacity="0.9" />
              </>
            ) : (
              <text
                x="28"
                y="22.5"
                textAnchor="middle"
                fontFamily="Arial, Helvetica, sans-serif"
                fontSize="12"
                fontWeight="700"
                fontStyle={method.italic ? 'italic' : 'normal'}
                fill={method.color}
              >
                {method.text}
              </text>
            )}
          </svg>
        </li>
      ))}
    </ul>
  );
}
