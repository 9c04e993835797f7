// The release page (issue 63; docs/field-health.md, "The release page"): for
// the platform and widget teams, each remote's live release and canary, and
// for a chosen remote the field's figures over time per release (page views,
// failure rate, LCP and INP p75) with the release history's events marked.
//
// Drawn in the browser: the server sends the frame (heading and a spinner),
// the same first render hydrates, then the page asks the api. The figures are
// behind the release token or the office network: when the api says 401/403
// the page asks for the token (kept in sessionStorage for this tab). The
// charts (recharts) are a chunk of their own, loaded once there is something
// to draw, so neither the server nor this route's first chunk carries them.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isShellRemoteName, SHELL_SLOT_MODULES, type ShellRemoteName } from '@storefront/shared-contracts';
import { Spinner } from '@storefront/shared-contracts/spinner';
import type { BootData } from '../boot';
import { ageText, marksOf, spanText, whenText, type HistoryRow, type LiveRelease, type Mark, type RemoteSeries } from './releaseFigures';
import { fetchHistory, fetchLiveReleases, fetchSeries, storedToken, storeToken } from './releasesApi';
import { RELEASES_CSS } from './styles';

const ReleaseCharts = lazy(() => import(/* webpackChunkName: "release-charts" */ './ReleaseCharts').then((module) => ({ default: module.ReleaseCharts })));

const REMOTES = Object.keys(SHELL_SLOT_MODULES) as ShellRemoteName[];

/** The spans offered, in hours (the api's bucket follows: 5 minutes up to a day, 15 for 3 days, an hour for a week). */
export const PERIODS: ReadonlyArray<{ hours: number; label: string }> = [
  { hours: 6, label: 'Last 6 hours' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 72, label: 'Last 3 days' },
  { hours: 168, label: 'Last 7 days' },
];

type Figures =
  | { state: 'loading' }
  | { state: 'locked'; wrongToken: boolean }
  | { state: 'unavailable'; message: string }
  | { state: 'ready'; live: Record<string, LiveRelease>; history: HistoryRow[]; series: RemoteSeries; readAt: number; pending?: boolean };

function initialChoice(query: Record<string, string>) {
  const remote: ShellRemoteName = query.remote && isShellRemoteName(query.remote) ? query.remote : 'gallery';
  const hours = PERIODS.find((period) => String(period.hours) === query.hours)?.hours ?? 24;
  return { remote, hours };
}

export function ReleasesPage({ boot }: { boot: BootData }) {
  const [choice, setChoice] = useState(() => initialChoice(boot.route.query));
  const [figures, setFigures] = useState<Figures>({ state: 'loading' });
  // Each token given is a new try (the same one again too). The token is read
  // from the tab's storage when asking, never on the server; this holds it
  // where storage is blocked.
  const [attempt, setAttempt] = useState(0);
  const typed = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const token = storedToken() ?? typed.current;
    void (async () => {
      try {
        const series = await fetchSeries(choice.remote, choice.hours, token, controller.signal);
        if (!series.ok) {
          if (series.reason === 'locked') {
            if (series.wrongToken) {
              storeToken(null);
              typed.current = null;
            }
            setFigures({ state: 'locked', wrongToken: series.wrongToken });
          } else setFigures({ state: 'unavailable', message: series.message });
          return;
        }
        const [live, history] = await Promise.all([fetchLiveReleases(controller.signal), fetchHistory(choice.remote, controller.signal)]);
        setFigures({ state: 'ready', live, history, series: series.series, readAt: Date.now() });
      } catch (error) {
        if (controller.signal.aborted) return;
        setFigures({ state: 'unavailable', message: `The releases could not be read: ${error instanceof Error ? error.message : String(error)}` });
      }
    })();
    return () => controller.abort();
  }, [choice, attempt]);

  const choose = useCallback((next: { remote: ShellRemoteName; hours: number }) => {
    // What is shown stays (and the control in hand keeps its focus) while the next figures come.
    setFigures((previous) => (previous.state === 'ready' ? { ...previous, pending: true } : previous));
    setChoice(next);
    // The address says what is shown, for a link to it (no new history entry).
    const url = new URL(window.location.href);
    url.searchParams.set('remote', next.remote);
    url.searchParams.set('hours', String(next.hours));
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const unlock = (value: string) => {
    storeToken(value);
    typed.current = value;
    setFigures({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <>
      <style>{RELEASES_CSS}</style>
      <header className="sf-releases-banner">
        <a href="/">{boot.fascia.name}</a>
        <span>Releases of the storefront&apos;s remotes</span>
      </header>
      <main className="sf-releases" id="main">
        <h1>Releases</h1>
        <p className="sf-releases-lead">
          Each remote&apos;s live release and running canary, and how each release does for shoppers: page views, failure rate and the LCP and INP p75 of sampled page
          views, with publishes, promotes and rollbacks marked. Times are UTC.
        </p>
        {figures.state === 'loading' && (
          <div className="sf-releases-loading">
            <Spinner label="Loading releases" />
            <span aria-hidden="true">Loading releases…</span>
          </div>
        )}
        {figures.state === 'locked' && <TokenForm wrongToken={figures.wrongToken} onToken={unlock} />}
        {figures.state === 'unavailable' && (
          <p role="alert" className="sf-releases-error">
            {figures.message}
          </p>
        )}
        {figures.state === 'ready' && <Releases figures={figures} choice={choice} onChoose={choose} />}
      </main>
    </>
  );
}

function TokenForm({ wrongToken, onToken }: { wrongToken: boolean; onToken: (token: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      className="sf-releases-token"
      aria-labelledby="sf-releases-token-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onToken(value.trim());
      }}
    >
      <h2 id="sf-releases-token-title">Release token</h2>
      {wrongToken && (
        <p role="alert" className="sf-releases-error">
          That release token was not accepted: it is not this deployment&apos;s. Check it and try again.
        </p>
      )}
      <p id="sf-releases-token-help">
        The figures are for the platform and widget teams: give the deployment&apos;s release token, or open this page from the office network. The token is kept in
        this tab only.
      </p>
      <label htmlFor="sf-releases-token">Release token</label>
      <input
        id="sf-releases-token"
        name="token"
        type="password"
        autoComplete="off"
        required
        aria-describedby="sf-releases-token-help"
        {...(wrongToken ? { 'aria-invalid': true } : {})}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="sf-releases-button">
        Show releases
      </button>
    </form>
  );
}

type Ready = Extract<Figures, { state: 'ready' }>;

function Releases({ figures, choice, onChoose }: { figures: Ready; choice: { remote: ShellRemoteName; hours: number }; onChoose: (next: { remote: ShellRemoteName; hours: number }) => void }) {
  const { series, history, live } = figures;
  const marks = marksOf(history, series);
  const span = spanText(series.hours);
  return (
    <>
      <LiveTable live={live} now={figures.readAt} />
      <section aria-labelledby="sf-releases-field-title">
        <h2 id="sf-releases-field-title">Field health of {choice.remote}</h2>
        <div className="sf-releases-controls">
          <div>
            <label htmlFor="sf-releases-remote">Remote</label>
            <select id="sf-releases-remote" value={choice.remote} onChange={(event) => onChoose({ ...choice, remote: event.target.value as ShellRemoteName })}>
              {REMOTES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="sf-releases-period">Period</label>
            <select id="sf-releases-period" value={choice.hours} onChange={(event) => onChoose({ ...choice, hours: Number(event.target.value) })}>
              {PERIODS.map((period) => (
                <option key={period.hours} value={period.hours}>
                  {period.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {figures.pending ? (
          <div className="sf-releases-loading">
            <Spinner label={`Loading the figures of ${choice.remote}`} />
          </div>
        ) : series.releases.length === 0 ? (
          <p>
            No page views reported for {series.remote} in the {span}.
          </p>
        ) : (
          <Suspense
            fallback={
              <div className="sf-releases-loading">
                <Spinner label="Loading charts" />
              </div>
            }
          >
            <ReleaseCharts series={series} history={history} marks={marks} />
          </Suspense>
        )}
        {!figures.pending && <EventTable remote={series.remote} span={span} marks={marks} />}
      </section>
    </>
  );
}

function LiveTable({ live, now }: { live: Record<string, LiveRelease>; now: number }) {
  return (
    <section aria-labelledby="sf-releases-live-title">
      <h2 id="sf-releases-live-title">Live releases and canaries</h2>
      <div className="sf-releases-scroll">
        <table>
          <caption>Each remote&apos;s live release and running canary</caption>
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Live release</th>
              <th scope="col">Live since</th>
              <th scope="col">By</th>
              <th scope="col">Canary</th>
            </tr>
          </thead>
          <tbody>
            {REMOTES.map((name) => {
              const entry = live[name];
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {entry ? (
                    <>
                      <td>
                        {entry.version} (#{entry.releaseId})
                      </td>
                      <td>{whenText(Date.parse(entry.since))}</td>
                      <td>{entry.by}</td>
                      <td>
                        {entry.canary
                          ? `${entry.canary.version} (#${entry.canary.releaseId}) for ${entry.canary.percent} % of visitors, running ${ageText(entry.canary.since, now)}, by ${entry.canary.by}`
                          : 'None'}
                      </td>
                    </>
                  ) : (
                    <>
                      <td>Never published: the default build</td>
                      <td>—</td>
                      <td>—</td>
                      <td>None</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function EventTable({ remote, span, marks }: { remote: string; span: string; marks: Mark[] }) {
  const newestFirst = [...marks].reverse();
  return (
    <>
      <h3>Release events</h3>
      {newestFirst.length === 0 ? (
        <p>
          No publish, canary, promote or rollback of {remote} in the {span}.
        </p>
      ) : (
        <div className="sf-releases-scroll">
          <table>
            <caption>
              Release events of {remote} in the {span}, marked on the charts
            </caption>
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Event</th>
                <th scope="col">By</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((mark) => (
                <tr key={mark.id}>
                  <td>{whenText(mark.at)}</td>
                  <th scope="row">{mark.label}</th>
                  <td>{mark.by}</td>
                  <td>{mark.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
