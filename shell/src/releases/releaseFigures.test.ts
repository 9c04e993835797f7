// The release page's shaping of the api's answers: lines, chart rows, marks, summaries.
import { ageText, chartRows, chartSummary, CANARY_DASH, linesOf, marksOf, METRICS, spanText, tableRows } from './releaseFigures';
import { HISTORY, historyRow as row, MIN, SERIES, T0 } from './testing';

describe('lines', () => {
  it('names each release by channel, id and version, live solid and canary dashed in colours of their own', () => {
    const lines = linesOf(SERIES, HISTORY);
    expect(lines.map((l) => [l.key, l.label, l.dash])).toEqual([
      ['live:12', 'live #12 (1.12.0)', undefined],
      ['canary:13', 'canary #13 (1.13.0)', CANARY_DASH],
    ]);
    expect(lines[0]!.colour).not.toBe(lines[1]!.colour);
  });

  it('calls a remote never published the default build', () => {
    const [line] = linesOf({ ...SERIES, releases: [{ release: 'default', channel: 'live', views: 1, points: [] }] }, []);
    expect(line!.label).toBe('live the default build');
  });
});

describe('chart rows', () => {
  const views = METRICS.find((m) => m.name === 'views')!;
  const lcp = METRICS.find((m) => m.name === 'lcp')!;
  const rate = METRICS.find((m) => m.name === 'failureRate')!;

  it('gives every bucket of the span, a line valued where it was reported (views: 0 between its reports)', () => {
    const rows = chartRows(SERIES, views);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ t: T0, 'live:12': 100 });
    expect(rows[1]).toEqual({ t: T0 + 5 * MIN, 'live:12': 100 });
    // No report between two of a release's: no views of it then.
    expect(rows[2]).toEqual({ t: T0 + 10 * MIN, 'live:12': 0 });
    expect(rows[6]).toEqual({ t: T0 + 30 * MIN, 'live:12': 100, 'canary:13': 40 });
    expect(rows[7]).toEqual({ t: T0 + 35 * MIN });
    expect(tableRows(rows, linesOf(SERIES, HISTORY))).toHaveLength(7);
    expect(tableRows(chartRows(SERIES, lcp), linesOf(SERIES, HISTORY)).map((r) => r.t)).toEqual([T0, T0 + 5 * MIN, T0 + 30 * MIN]);
  });

  it('leaves out a p75 nobody measured and gives rates in percent', () => {
    expect(chartRows(SERIES, lcp)[6]).toEqual({ t: T0 + 30 * MIN, 'live:12': 2100 });
    expect(chartRows(SERIES, rate)[6]).toEqual({ t: T0 + 30 * MIN, 'live:12': 2, 'canary:13': 10 });
    expect(rate.format(2)).toBe('2.00 %');
    expect(lcp.format(1830)).toBe('1,830 ms');
  });

  it('sums a chart up in a sentence', () => {
    const lines = linesOf(SERIES, HISTORY);
    expect(chartSummary(views, SERIES, lines, 3)).toBe('Page views per 5 minutes of gallery, last hour. live #12 (1.12.0): 300 views; canary #13 (1.13.0): 40 views; 3 release events marked.');
    expect(chartSummary(rate, SERIES, lines, 1)).toBe(
      'Failure rate per 5 minutes of gallery, last hour. live #12 (1.12.0): 2.00 % of views failed; canary #13 (1.13.0): 10.00 % of views failed; 1 release event marked.',
    );
    expect(chartSummary(lcp, SERIES, lines, 0)).toBe(
      'LCP p75 per 5 minutes of gallery, last hour. live #12 (1.12.0): highest 2,100 ms, latest 2,100 ms; canary #13 (1.13.0): not measured; no release events.',
    );
  });
});

describe('marks', () => {
  it('labels each event of the span, oldest first, an unknown action as itself', () => {
    const marks = marksOf(HISTORY, SERIES);
    expect(marks.map((m) => [m.kind, m.label, m.short])).toEqual([
      ['canary-start', 'Canary #13 (1.13.0) started at 5 %', 'canary #13'],
      ['other', 'weird new thing #14 (1.14.0)', 'weird new thing'],
      ['canary-step', 'Canary #13 (1.13.0) share 5 % → 25 %', '25 %'],
      ['automatic-rollback', 'Automatic rollback of canary #13 (1.13.0)', 'auto rollback'],
    ]);
    expect(marks[3]!.reason).toBe('failure rate 10.00 % against 0.67 % live');
  });

  it('tells a rollback by hand from an automatic one, and marks publish and promote', () => {
    const history = [
      row(5, 'rollback', T0 + 3 * MIN, { sourceId: 2, by: 'automatic rollback' }),
      row(4, 'rollback', T0 + 2 * MIN, { sourceId: 2 }),
      row(3, 'promote', T0 + MIN, { sourceId: 2 }),
      row(2, 'canary', T0, { percent: 10 }),
    ];
    expect(marksOf(history).map((m) => m.label)).toEqual(['Canary #2 (1.2.0) started at 10 %', 'Canary #2 (1.2.0) promoted: live for everyone', 'Rolled back to #2 (1.2.0)', 'Automatic rollback to #2 (1.2.0)']);
    expect(marksOf([row(9, 'canary_rollback', T0, { sourceId: 2 })])[0]).toMatchObject({ kind: 'canary-end', label: 'Canary #2 ended (rolled back)' });
    expect(marksOf([row(9, 'publish', T0)])[0]).toMatchObject({ kind: 'publish', label: 'Published #9 (1.9.0)' });
  });
});

describe('words', () => {
  it('says spans and ages', () => {
    expect(spanText(1)).toBe('last hour');
    expect(spanText(24)).toBe('last 24 hours');
    expect(spanText(168)).toBe('last 7 days');
    expect(ageText(new Date(T0).toISOString(), T0 + 135 * MIN)).toBe('2 h 15 min');
    expect(ageText(new Date(T0).toISOString(), T0 + 40 * MIN)).toBe('40 min');
    expect(ageText(new Date(T0).toISOString(), T0 + 26 * 60 * MIN)).toBe('1 day 2 h');
    expect(ageText(new Date(T0).toISOString(), T0 + 10_000)).toBe('under a minute');
  });
});

describe('axis ticks', () => {
  it('are short enough for the axis: whole views, percent to a tenth, seconds from a second up', () => {
    const tick = (name: string, value: number) => METRICS.find((m) => m.name === name)!.tick(value);
    expect(tick('views', 1234)).toBe('1,234');
    expect(tick('failureRate', 15)).toBe('15 %');
    expect(tick('failureRate', 2.25)).toBe('2.3 %');
    expect(tick('lcp', 500)).toBe('500 ms');
    expect(tick('lcp', 1500)).toBe('1.5 s');
    expect(tick('inp', 2000)).toBe('2 s');
  });
});
