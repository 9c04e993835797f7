// The release page's charts (recharts: SVG drawn by React), a chunk of their
// own: page views, failure rate, LCP p75 and INP p75 over time, one line per
// release and channel (live solid, canary dashed, each named in the legend),
// the release history's events as labelled vertical marks. Each chart is a
// figure named by its caption; its SVG is an image summed up in its
// aria-label, and the same figures are a table behind a disclosure button.
import { useEffect, useId, useRef, useState } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import {
  bucketText,
  chartRows,
  chartSummary,
  linesOf,
  markColour,
  METRICS,
  spanText,
  tableRows,
  tickText,
  whenText,
  type HistoryRow,
  type Mark,
  type Metric,
  type RemoteSeries,
  type SeriesLine,
} from './releaseFigures';

const CHART_HEIGHT = 260;

/** The width the chart may take: its box's, followed when the window changes. */
function useBoxWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      if (box.clientWidth > 0) setWidth(box.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function ReleaseCharts({ series, history, marks }: { series: RemoteSeries; history: HistoryRow[]; marks: Mark[] }) {
  const lines = linesOf(series, history);
  return (
    <div className="sf-releases-figures">
      {METRICS.map((metric) => (
        <ChartFigure key={metric.name} metric={metric} series={series} lines={lines} marks={marks} />
      ))}
    </div>
  );
}

function Legend({ lines }: { lines: SeriesLine[] }) {
  return (
    <ul className="sf-releases-legend" aria-label="Legend">
      {lines.map((line) => (
        <li key={line.key}>
          <svg width="28" height="10" aria-hidden="true" focusable="false">
            <line x1="1" y1="5" x2="27" y2="5" stroke={line.colour} strokeWidth="3" strokeDasharray={line.dash} />
          </svg>
          {line.label}
          {line.channel === 'canary' ? ' (dashed)' : ' (solid)'}
        </li>
      ))}
    </ul>
  );
}

/** A mark's words at the top of its line, on one of three rows so that marks close together do not overwrite each other. */
function MarkLabel({ text, colour, row, viewBox }: { text: string; colour: string; row: number; viewBox?: { x?: number; y?: number } }) {
  const x = (viewBox?.x ?? 0) + 3;
  const y = (viewBox?.y ?? 0) + 11 + row * 13;
  return (
    <text x={x} y={y} fill={colour} fontSize={11}>
      {text}
    </text>
  );
}

function ChartFigure({ metric, series, lines, marks }: { metric: Metric; series: RemoteSeries; lines: SeriesLine[]; marks: Mark[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { ref, width } = useBoxWidth(720);
  const rows = chartRows(series, metric);
  const from = Date.parse(series.from);
  const to = Date.parse(series.to);
  const detail = `${bucketText(series.bucketMinutes)}, ${spanText(series.hours)} (UTC)`;
  const shown = tableRows(rows, lines);
  // Dots where there are few buckets with figures (a lone bucket is then seen); a line alone where there are many.
  const dots = shown.length <= 48;
  return (
    <figure className="sf-releases-figure" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <h3>
          {metric.title} of {series.remote}
        </h3>
        <span>{detail}</span>
      </figcaption>
      <Legend lines={lines} />
      <div className="sf-releases-chart" ref={ref}>
        <LineChart
          width={width}
          height={CHART_HEIGHT}
          data={rows}
          accessibilityLayer={false}
          role="img"
          aria-label={chartSummary(metric, series, lines, marks.length)}
          margin={{ top: 20, right: 16, bottom: 4, left: 8 }}
        >
          <CartesianGrid stroke="#e5e7eb" />
          <XAxis dataKey="t" type="number" scale="time" domain={[from, to]} tickFormatter={tickText} stroke="#4b5563" minTickGap={24} />
          <YAxis stroke="#4b5563" width={64} tickFormatter={(value: number) => metric.tick(value)} allowDecimals={metric.name === 'failureRate'} />
          <Tooltip labelFormatter={(value) => whenText(Number(value))} formatter={(value) => metric.format(Number(value))} />
          {lines.map((line) => (
            <Line
              key={line.key}
              type="linear"
              dataKey={line.key}
              name={line.label}
              stroke={line.colour}
              strokeWidth={2}
              strokeDasharray={line.dash}
              dot={dots ? { r: 2.5, strokeWidth: 1, fill: line.colour } : false}
              // A rate or p75 is absent from a bucket without views (or without a measure): the line goes on to the next.
              connectNulls
              isAnimationActive={false}
            />
          ))}
          {marks.map((mark, i) => (
            <ReferenceLine
              key={mark.id}
              x={mark.at}
              stroke={markColour(mark.kind)}
              strokeDasharray="2 3"
              strokeWidth={mark.kind === 'automatic-rollback' ? 2 : 1}
              label={<MarkLabel text={mark.short} colour={markColour(mark.kind)} row={i % 3} />}
            />
          ))}
        </LineChart>
      </div>
      <button type="button" className="sf-releases-disclosure" aria-expanded={open} aria-controls={`${id}-table`} onClick={() => setOpen((was) => !was)}>
        Figures as a table
        <VisuallyHidden>
          : {metric.title} of {series.remote}
        </VisuallyHidden>
      </button>
      <div id={`${id}-table`} className="sf-releases-scroll" hidden={!open}>
        <table>
          <caption>
            {metric.title} of {series.remote}, {detail}
          </caption>
          <thead>
            <tr>
              <th scope="col">Time (UTC)</th>
              {lines.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.t}>
                <th scope="row">{whenText(row.t)}</th>
                {lines.map((line) => {
                  const value = row[line.key];
                  return (
                    <td key={line.key} className="sf-releases-num">
                      {value === undefined ? 'no figure' : metric.format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
