// Charts of the staff's summary, drawn as SVG on the server: a linear scale, grouped bars, a
// line and horizontal bars. No chart library and no script: the picture is plain markup, and its
// numbers are always in a table next to it (the chart is role="img" with a text summary).
import type { ReactNode } from 'react';

/** The shop's palette, dark enough against white for graphics (3:1 or more). */
export const CHART_COLORS = {
  received: '#78716c', // stone-500
  answered: '#2f6b2f', // brand-600
  accepted: '#c47f08', // accent-600
  line: '#1f451f', // brand-800
  grid: '#e7e5e4', // stone-200
  text: '#44403c', // stone-700
} as const;

/** Round numbers for an axis from 0 to at least `max`: [0, step, 2·step, ...]. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2 && ticks.length <= count + 1; v += step) ticks.push(Math.round(v * 1000) / 1000);
  if (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

/** A linear map from [0, domainMax] to [rangeStart, rangeEnd]. */
export function linearScale(domainMax: number, rangeStart: number, rangeEnd: number): (value: number) => number {
  const span = domainMax > 0 ? domainMax : 1;
  return (value) => rangeStart + ((rangeEnd - rangeStart) * value) / span;
}

// Two drawings of each chart: a wide one from 640 px, and a narrow one for phones whose text stays
// about 13 px tall at 390 px (one picture scaled down to a phone would write its labels at 7 px).
const WIDE = { w: 640, h: 280, labels: 8 };
const NARROW = { w: 340, h: 240, labels: 4 };
type Size = typeof WIDE;
const PAD = { top: 16, right: 12, bottom: 40, left: 44 };
const FONT = 14;

const fmt = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 1 });

interface Series {
  name: string;
  color: string;
  values: number[];
}

function Legend({ items }: { items: Array<{ name: string; color: string; line?: boolean }> }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-hidden="true">
      {items.map((item) => (
        <li key={item.name} className="inline-flex items-center gap-1.5">
          <span className={item.line ? 'inline-block h-1 w-4 rounded' : 'inline-block h-3 w-3 rounded-sm'} style={{ background: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

function Frame({ label, children, testid, size }: { label: string; children: ReactNode; testid: string; size: Size }) {
  const narrow = size === NARROW;
  return (
    <svg
      viewBox={`0 0 ${size.w} ${size.h}`}
      role="img"
      aria-label={label}
      className={narrow ? 'h-auto w-full sm:hidden' : 'hidden h-auto w-full max-w-3xl sm:block'}
      data-testid={narrow ? `${testid}-telefono` : testid}
      preserveAspectRatio="xMidYMid meet"
    >
      {children}
    </svg>
  );
}

/** Which of n labels to write so they do not overlap. */
function labelEvery(n: number, room: number): number {
  return n <= room ? 1 : Math.ceil(n / room);
}

function YAxis({ ticks, y, format = fmt, size }: { ticks: number[]; y: (v: number) => number; format?: (n: number) => string; size: Size }) {
  const W = size.w;
  return (
    <g>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={CHART_COLORS.grid} />
          <text x={PAD.left - 6} y={y(t) + 5} textAnchor="end" fontSize={FONT} fill={CHART_COLORS.text}>
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Bars side by side per label (one per series). */
export function GroupedBars(props: { labels: string[]; series: Series[]; label: string; testid: string }) {
  return (
    <div>
      <Bars {...props} size={WIDE} />
      <Bars {...props} size={NARROW} />
      <Legend items={props.series} />
    </div>
  );
}

function Bars({ labels, series, label, testid, size }: { labels: string[]; series: Series[]; label: string; testid: string; size: Size }) {
  const { w: W, h: H } = size;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const y = linearScale(ticks[ticks.length - 1], H - PAD.bottom, PAD.top);
  const band = (W - PAD.left - PAD.right) / Math.max(1, labels.length);
  const inner = band * 0.8;
  const barW = inner / Math.max(1, series.length);
  const every = labelEvery(labels.length, size.labels);
  return (
    <Frame label={label} testid={testid} size={size}>
      <YAxis ticks={ticks} y={y} size={size} />
      {labels.map((text, i) => {
        const x0 = PAD.left + band * i + (band - inner) / 2;
        return (
          <g key={text + i} data-grupo={i}>
            {series.map((s, j) => {
              const v = s.values[i] ?? 0;
              return (
                <rect
                  key={s.name}
                  x={x0 + barW * j}
                  y={y(v)}
                  width={Math.max(1, barW - 1)}
                  height={Math.max(0, H - PAD.bottom - y(v))}
                  fill={s.color}
                  data-serie={s.name}
                  data-valor={v}
                />
              );
            })}
            {i % every === 0 ? (
              <text x={PAD.left + band * i + band / 2} y={H - PAD.bottom + 22} textAnchor="middle" fontSize={FONT} fill={CHART_COLORS.text}>
                {text}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke={CHART_COLORS.text} />
    </Frame>
  );
}

/** A line over labels; null values leave a gap. */
interface LineProps {
  labels: string[];
  values: Array<number | null>;
  label: string;
  testid: string;
  name: string;
  format?: (n: number) => string;
}

export function LineChart(props: LineProps) {
  return (
    <div>
      <Line {...props} size={WIDE} />
      <Line {...props} size={NARROW} />
      <Legend items={[{ name: props.name, color: CHART_COLORS.line, line: true }]} />
    </div>
  );
}

function Line({ labels, values, label, testid, format = fmt, size }: LineProps & { size: Size }) {
  const { w: W, h: H } = size;
  const max = Math.max(0, ...values.map((v) => v ?? 0));
  const ticks = niceTicks(max);
  const y = linearScale(ticks[ticks.length - 1], H - PAD.bottom, PAD.top);
  const band = (W - PAD.left - PAD.right) / Math.max(1, labels.length);
  const x = (i: number) => PAD.left + band * i + band / 2;
  const every = labelEvery(labels.length, size.labels);
  const segments: string[] = [];
  let current = '';
  values.forEach((v, i) => {
    if (v === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
  });
  if (current) segments.push(current);
  return (
    <Frame label={label} testid={testid} size={size}>
      <YAxis ticks={ticks} y={y} format={format} size={size} />
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke={CHART_COLORS.line} strokeWidth={3} strokeLinejoin="round" />
      ))}
      {values.map((v, i) => (v === null ? null : <circle key={i} cx={x(i)} cy={y(v)} r={4.5} fill={CHART_COLORS.line} data-valor={v} />))}
      {labels.map((text, i) =>
        i % every === 0 ? (
          <text key={text + i} x={x(i)} y={H - PAD.bottom + 22} textAnchor="middle" fontSize={FONT} fill={CHART_COLORS.text}>
            {text}
          </text>
        ) : null,
      )}
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke={CHART_COLORS.text} />
    </Frame>
  );
}

/**
 * Horizontal bars, one per row, label above the bar: long names stay readable on a phone. Drawn
 * in HTML boxes sized by the same scale (text wraps; an SVG text does not).
 */
export function HorizontalBars({
  rows,
  label,
  testid,
  color = CHART_COLORS.answered,
}: {
  rows: Array<{ label: string; value: number; note?: string }>;
  label: string;
  testid: string;
  color?: string;
}) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  const scale = linearScale(max, 0, 100);
  return (
    <div role="img" aria-label={label} data-testid={testid}>
      <ul className="grid gap-2" aria-hidden="true">
        {rows.map((row) => (
          <li key={row.label} className="text-sm">
            <div className="flex justify-between gap-2 text-stone-800">
              <span className="min-w-0 break-words">{row.label}</span>
              <span className="shrink-0 font-semibold tabular-nums" data-valor={row.value}>
                {fmt(row.value)}
                {row.note ? <span className="font-normal text-stone-600"> {row.note}</span> : null}
              </span>
            </div>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="mt-0.5 h-2.5 w-full">
              <rect x={0} y={0} width={100} height={6} fill={CHART_COLORS.grid} />
              <rect x={0} y={0} width={Math.max(row.value > 0 ? 0.5 : 0, scale(row.value))} height={6} fill={color} />
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
