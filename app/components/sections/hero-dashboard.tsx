import { Bell, Wallet } from "lucide-react";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";

// The hero's picture of the product (DESIGN.md, "Pictures"): drawn in SVG with the site's colour
// tokens, so it is crisp at every size, weighs almost nothing and, with its fixed aspect ratio,
// never shifts the layout. Two arrangements: a wide one with a sidebar from `md` up, and a compact
// one for phones, where the wide one would shrink to unreadable. Values are sample interface only:
// bars and a ring without figures, so the picture states no statistic (claims live in claims.ts).

/** The dashboard's words in the page's edition. */
function useDashboardCopy() {
  return useCopy("home").homePage.dashboard;
}
const label = "font-sans fill-muted";
const strong = "font-sans fill-ink font-semibold";

type Box = { x: number; y: number; w: number; h: number };

function Card({ x, y, w, h, title }: Box & { title: string }) {
  return (
    <g>
      <rect x={x + 0.5} y={y + 0.5} width={w - 1} height={h - 1} rx={8} className="fill-white stroke-line" />
      <text x={x + 14} y={y + 24} fontSize={11.5} className={strong}>
        {title}
      </text>
    </g>
  );
}

/** Applications, screened, admitted: a funnel of bars whose lengths are illustrative only. */
function Pipeline({ x, y, w, h }: Box) {
  const copy = useDashboardCopy();
  const shares = [1, 0.64, 0.4];
  const tones = ["fill-brand-700", "fill-brand-500", "fill-brand-300"];
  const track = w - 28;
  return (
    <g>
      <Card x={x} y={y} w={w} h={h} title={copy.admissions.title} />
      {copy.admissions.stages.map((stage, i) => {
        const top = y + 44 + i * ((h - 56) / 3);
        return (
          <g key={stage}>
            <text x={x + 14} y={top + 8} fontSize={10} className={label}>
              {stage}
            </text>
            <rect x={x + 14} y={top + 14} width={track} height={9} rx={4.5} className="fill-surface" />
            <rect x={x + 14} y={top + 14} width={track * (shares[i] ?? 0)} height={9} rx={4.5} className={tones[i]} />
          </g>
        );
      })}
    </g>
  );
}

/** Fee collection as a progress ring and a legend; no percentage, because none is a claim. */
function FeeRing({ x, y, w, h }: Box) {
  const copy = useDashboardCopy();
  const top = y + 38;
  const bottom = y + h - 34;
  const cx = x + w / 2;
  const cy = (top + bottom) / 2;
  const r = Math.min(36, (bottom - top) / 2 - 6);
  return (
    <g>
      <Card x={x} y={y} w={w} h={h} title={copy.fees.title} />
      {/* The period label fits beside the title only in the wide arrangement, and only beside a short
          title (about half an em a character): « Recouvrement des frais » leaves it no room. */}
      {w >= 160 && copy.fees.title.length * 5.75 + copy.fees.caption.length * 4.75 + 36 <= w ? (
        <text x={x + w - 14} y={y + 24} fontSize={9.5} textAnchor="end" className={label}>
          {copy.fees.caption}
        </text>
      ) : null}
      <circle cx={cx} cy={cy} r={r} strokeWidth={10} className="fill-none stroke-brand-50" />
      <circle
        cx={cx}
        cy={cy}
        r={r}
        strokeWidth={10}
        pathLength={100}
        strokeDasharray="72 100"
        strokeLinecap="round"
        transform={`rotate(-90 ${cx} ${cy})`}
        className="fill-none stroke-brand-600"
      />
      <Wallet x={cx - 9} y={cy - 9} size={18} strokeWidth={1.75} className="text-brand-700" />
      {copy.fees.legend.map((item, i) => {
        const lx = x + w / 2 - 48 + i * 40;
        return (
          <g key={item}>
            <circle cx={lx} cy={y + h - 18} r={3.5} className={i === 0 ? "fill-brand-600" : "fill-brand-100"} />
            <text x={lx + 7} y={y + h - 14.5} fontSize={9.5} className={label}>
              {item}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Today's lectures: across in the wide arrangement, down in the compact one. */
function Timetable({ x, y, w, h, direction }: Box & { direction: "across" | "down" }) {
  const copy = useDashboardCopy();
  const slots = copy.timetable.slots;
  const across = direction === "across";
  const gap = 8;
  const inner = { x: x + 14, y: y + 40, w: w - 28, h: h - 54 };
  const cellW = across ? (inner.w - gap * (slots.length - 1)) / slots.length : inner.w;
  const cellH = across ? inner.h : (inner.h - gap * (slots.length - 1)) / slots.length;
  return (
    <g>
      <Card x={x} y={y} w={w} h={h} title={copy.timetable.title} />
      {slots.map((slot, i) => {
        const cx = across ? inner.x + i * (cellW + gap) : inner.x;
        const cy = across ? inner.y : inner.y + i * (cellH + gap);
        const current = i === 1;
        return (
          <g key={slot.time}>
            <rect
              x={cx}
              y={cy}
              width={cellW}
              height={cellH}
              rx={6}
              className={current ? "fill-brand-50 stroke-brand-300" : "fill-surface stroke-line"}
            />
            <rect
              x={cx}
              y={cy + 6}
              width={3}
              height={cellH - 12}
              rx={1.5}
              className={current ? "fill-brand-700" : "fill-line-strong"}
            />
            {across ? (
              <>
                <text x={cx + 12} y={cy + 22} fontSize={9.5} className={cn(label, "tabular-nums")}>
                  {slot.time}
                </text>
                <text x={cx + 12} y={cy + 42} fontSize={11} className={strong}>
                  {slot.course}
                </text>
                <text x={cx + 12} y={cy + cellH - 14} fontSize={9.5} className={label}>
                  {slot.room}
                </text>
              </>
            ) : (
              // Down the compact card, one line per lecture: time, course, then the room at the end.
              <>
                <text x={cx + 12} y={cy + cellH / 2 + 3.5} fontSize={9.5} className={cn(label, "tabular-nums")}>
                  {slot.time}
                </text>
                <text x={cx + 48} y={cy + cellH / 2 + 4} fontSize={11} className={strong}>
                  {slot.course}
                </text>
                <text x={cx + cellW - 10} y={cy + cellH / 2 + 3.5} fontSize={9.5} textAnchor="end" className={label}>
                  {slot.room}
                </text>
              </>
            )}
          </g>
        );
      })}
    </g>
  );
}

function TopBar({ w, h }: { w: number; h: number }) {
  const copy = useDashboardCopy();
  return (
    <g>
      <rect x={0} y={0} width={w} height={h} className="fill-white" />
      <line x1={0} x2={w} y1={h - 0.5} y2={h - 0.5} className="stroke-line" />
      <rect x={16} y={h / 2 - 9} width={18} height={18} rx={4} className="fill-brand-700" />
      <text x={42} y={h / 2 + 4.5} fontSize={13} className="fill-ink font-sans font-bold">
        {copy.product}
      </text>
      <Bell x={w - 62} y={h / 2 - 7} size={14} strokeWidth={1.75} className="text-muted" />
      <circle cx={w - 28} cy={h / 2} r={11} className="fill-brand-100" />
    </g>
  );
}

function WideDashboard() {
  const copy = useDashboardCopy();
  const W = 640;
  const H = 440;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={copy.description} className="block aspect-[640/440] w-full">
      <TopBar w={W} h={44} />
      <rect x={0} y={44} width={148} height={H - 44} className="fill-surface" />
      <line x1={147.5} x2={147.5} y1={44} y2={H} className="stroke-line" />
      {copy.nav.map((item, i) => {
        const top = 60 + i * 32;
        const active = i === 0;
        return (
          <g key={item}>
            {active ? <rect x={10} y={top} width={128} height={26} rx={6} className="fill-brand-50" /> : null}
            <rect
              x={20}
              y={top + 7}
              width={12}
              height={12}
              rx={3}
              className={active ? "fill-brand-700" : "fill-line-strong"}
            />
            <text
              x={42}
              y={top + 17}
              fontSize={11}
              className={cn("font-sans", active ? "fill-brand-800 font-semibold" : "fill-ink-soft")}
            >
              {item}
            </text>
          </g>
        );
      })}
      <text x={164} y={78} fontSize={16} className="fill-ink font-sans font-bold">
        {copy.nav[0]}
      </text>
      <text x={W - 16} y={78} fontSize={10} textAnchor="end" className={label}>
        {copy.session}
      </text>
      <Pipeline x={164} y={94} w={280} h={164} />
      <FeeRing x={456} y={94} w={168} h={164} />
      <Timetable x={164} y={270} w={460} h={154} direction="across" />
    </svg>
  );
}

function CompactDashboard() {
  const copy = useDashboardCopy();
  const W = 360;
  const H = 420;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={copy.description} className="block aspect-[360/420] w-full">
      <TopBar w={W} h={44} />
      <rect x={0} y={44} width={W} height={H - 44} className="fill-surface" />
      <Pipeline x={12} y={56} w={W - 24} h={132} />
      <FeeRing x={12} y={200} w={136} h={208} />
      <Timetable x={160} y={200} w={W - 172} h={208} direction="down" />
    </svg>
  );
}

/** The product picture of the hero; one text alternative describes the whole (role="img"). */
export function HeroDashboard({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "overflow-hidden rounded-xl border border-line bg-white shadow-[0_24px_48px_-24px_rgb(8_58_34/0.28)]",
        className,
      )}
    >
      <div className="md:hidden">
        <CompactDashboard />
      </div>
      <div className="hidden md:block">
        <WideDashboard />
      </div>
    </div>
  );
}
