/** The two instalment providers' marks, drawn as SVG (no third-party image requests). */
export function TabbyBadge() {
  return (
    <svg viewBox="0 0 64 24" width={64} height={24} role="img" aria-label="tabby">
      <rect width="64" height="24" rx="6" fill="#3bffc1" />
      <text
        x="32"
        y="16.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#292929"
      >
        tabby
      </text>
    </svg>
  );
}

export function TamaraBadge() {
  return (
    <svg viewBox="0 0 72 24" width={72} height={24} role="img" aria-label="tamara">
      <rect width="72" height="24" rx="6" fill="#ffe7d6" />
      <text
        x="36"
        y="16.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#2d2d2d"
      >
        tamara
      </text>
    </svg>
  );
}
