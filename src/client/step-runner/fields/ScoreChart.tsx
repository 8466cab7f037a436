// biome-ignore-all lint/suspicious/noArrayIndexKey: the chart redraws read-only rows and zones by position; no element keeps state of its own.
import { bandOf, bandZones, czechFigure, DARK_TEXT, isScore, type ScoreBand } from '../../../engine/steps/score-summary';

export interface ScoreChartRow {
  name: string;
  score: number | null;
  min: number | null;
  max: number | null;
}

interface Props {
  rows: ScoreChartRow[];
  bands: ScoreBand[];
  /** The scale's ends (1 and 5). */
  min: number;
  max: number;
  title: string;
  titleId: string;
  /** The id of the short summary (outside the chart) that describes it. */
  describedBy?: string;
}

// Geometry in viewBox units: 400 wide, scaled to the container's width, so text stays readable
// at 375 px (about 13 px there) without growing huge on a desktop (the chart's width is capped).
const WIDTH = 400;
const LEFT = 14;
const RIGHT = WIDTH - 14;
const ROW = 58;
const TOP = 4;
const TEXT_Y = 16;
const ZONE_Y = 24;
const ZONE_H = 24;
const BAR_H = 12;
const AXIS_H = 26;
const MAX_NAME = 34;
const MUTED = '#4A5568';

const clip = (s: string) => (s.length > MAX_NAME ? `${s.slice(0, MAX_NAME - 1).trimEnd()}…` : s);

/**
 * The averages as horizontal bars on the scale (1-5, lower is better) drawn over the band zones in
 * their light colours, each bar in its band's colour with the best-to-worst range as a whisker,
 * the name and the average ('1,50') above it and the scale's ticks below. An image titled by
 * `title` and described by `describedBy`: the figures themselves are in the table beside it.
 */
export function ScoreChart({ rows, bands, min, max, title, titleId, describedBy }: Props) {
  const span = max - min || 1;
  const x = (v: number) => LEFT + ((Math.min(max, Math.max(min, v)) - min) / span) * (RIGHT - LEFT);
  const zones = bandZones(bands, min, max);
  const ticks = Array.from({ length: Math.floor(max - min) + 1 }, (_, i) => min + i);
  const axisY = TOP + rows.length * ROW;
  const height = axisY + AXIS_H;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid="score-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ display: 'block', maxWidth: '32rem', fontFamily: 'inherit' }}
    >
      <title id={titleId}>{title}</title>
      {rows.map((row, i) => {
        const y = TOP + i * ROW;
        const band = bandOf(row.score, bands);
        const mid = y + ZONE_Y + ZONE_H / 2;
        return (
          <g key={i} data-testid="score-chart-row">
            <text x={LEFT} y={y + TEXT_Y} fontSize="15" fontWeight="600" fill={DARK_TEXT}>
              {clip(row.name)}
            </text>
            <text x={RIGHT} y={y + TEXT_Y} fontSize="15" fontWeight="700" fill={DARK_TEXT} textAnchor="end">
              {czechFigure(row.score)}
            </text>
            {zones.map((z, k) => (
              <rect
                key={k}
                x={x(z.from)}
                y={y + ZONE_Y}
                width={Math.max(0, x(z.to) - x(z.from))}
                height={ZONE_H}
                fill={z.band.color}
                fillOpacity={0.35}
              />
            ))}
            {ticks.map((t) => (
              <line key={t} x1={x(t)} x2={x(t)} y1={y + ZONE_Y} y2={y + ZONE_Y + ZONE_H} stroke="#FFFFFF" strokeWidth="1" />
            ))}
            {isScore(row.score) && (
              <rect
                x={x(min)}
                y={mid - BAR_H / 2}
                width={Math.max(2, x(row.score) - x(min))}
                height={BAR_H}
                fill={band?.color ?? MUTED}
                stroke={DARK_TEXT}
                strokeWidth="1.25"
                data-testid="score-chart-bar"
              />
            )}
            {isScore(row.min) && isScore(row.max) && (
              <g stroke={DARK_TEXT} strokeWidth="2" strokeLinecap="round" data-testid="score-chart-range">
                <line x1={x(row.min)} x2={x(row.max)} y1={mid} y2={mid} />
                <line x1={x(row.min)} x2={x(row.min)} y1={mid - 8} y2={mid + 8} />
                <line x1={x(row.max)} x2={x(row.max)} y1={mid - 8} y2={mid + 8} />
              </g>
            )}
          </g>
        );
      })}
      <g data-testid="score-chart-axis">
        <line x1={LEFT} x2={RIGHT} y1={axisY} y2={axisY} stroke={MUTED} strokeWidth="1" />
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={axisY} y2={axisY + 5} stroke={MUTED} strokeWidth="1" />
            <text x={x(t)} y={axisY + 19} fontSize="13" fill={MUTED} textAnchor="middle">
              {t}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
