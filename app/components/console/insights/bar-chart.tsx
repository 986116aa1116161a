// A horizontal bar chart drawn on the server as inline SVG (issue #28): no chart library and no
// script in the browser. The chart is a picture for sighted readers (role="img" with its title);
// the same numbers follow it in a table, which screen readers and copying use.

export type Bar = { label: string; value: number };

// Narrow on purpose: drawn at a phone's 320 px the words stay about 11 px; wider screens cap it.
const ROW = 30;
const LABEL = 150;
const WIDTH = 440;
const NUMBER = 70;

export function BarChart({ title, description, bars }: { title: string; description: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const span = WIDTH - LABEL - NUMBER;
  const height = bars.length * ROW + 8;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={description}
      className="h-auto w-full max-w-xl"
      preserveAspectRatio="xMinYMin meet"
    >
      <title>{title}</title>
      {bars.map((bar, i) => {
        const y = i * ROW + 4;
        const width = Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * span);
        return (
          <g key={bar.label}>
            <text x={LABEL - 8} y={y + ROW / 2 + 4} textAnchor="end" className="fill-ink text-[15px]">
              {bar.label.length > 17 ? `${bar.label.slice(0, 16)}…` : bar.label}
            </text>
            <rect x={LABEL} y={y + 4} width={width} height={ROW - 10} rx={3} className="fill-brand-700" />
            <text x={LABEL + width + 6} y={y + ROW / 2 + 4} className="fill-ink-soft text-[15px]">
              {String(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
