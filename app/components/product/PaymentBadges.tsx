/** The two instalment providers' marks, drawn as SVG (no third-party image requests). */
const providers = [
  { name: 'tabby', width: 64, fill: '#3bffc1', color: '#292929' },
  { name: 'tamara', width: 72, fill: '#ffe7d6', color: '#2d2d2d' },
] as const;

export function InstalmentBadges() {
  return providers.map((provider) => (
    <svg
      key={provider.name}
      viewBox={`0 0 ${provider.width} 24`}
      width={provider.width}
      height={24}
      role="img"
      aria-label={provider.name}
    >
      <rect width={provider.width} height="24" rx="6" fill={provider.fill} />
      <text
        x={provider.width / 2}
        y="16.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill={provider.color}
      >
        {provider.name}
      </text>
    </svg>
  ));
}
