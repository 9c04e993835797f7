// The scale-out deployment on one machine, for its test: one embedded
// PostgreSQL, several api instances (api/src/main.ts) on it, several shell
// instances (shell/src/server/main.ts) with API_URL, and a tiny round-robin
// HTTP proxy in front of the shells. Each server is its own Node process, so
// nothing one instance keeps in memory can reach another.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = resolve(import.meta.dirname, '../..');

interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(name: string, cwd: string, script: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: join(ROOT, cwd),
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  return { name, process: child, output: () => output, exited };
}

/** Ports the fetch standard refuses to connect to ("bad port"); 4190 (ManageSieve) is in our range. */
const FETCH_BLOCKED_PORTS = new Set([4190]);

/** A free port in 4100–4199 (the range the workspace's tests may use) that `fetch` will connect to. */
async function freePort(taken: Set<number>): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 4100 + Math.floor(Math.random() * 100);
    if (taken.has(port) || FETCH_BLOCKED_PORTS.has(port)) continue;
    const free = await new Promise<boolean>((done) => {
      const probe = createNetServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port in 4100–4199');
}

/** Waits until the process prints a line matching `ready` (its "listening on" line), or exits. */
async function waitForLine(child: Child, ready: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void child.exited.then(() => (gone = true));
  while (!ready.test(child.output())) {
    if (gone) throw new Error(`${child.name} exited before it was ready:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${child.name} was not ready within ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

export interface RoundRobin {
  url: string;
  /** Which backend (index) served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/** Sends each request to the next backend in turn; X-Forwarded-For names the client. */
export async function startRoundRobin(backends: string[], port: number): Promise<RoundRobin> {
  let next = 0;
  const served: number[] = [];
  const server: Server = createServer((req, res) => {
    const index = next++ % backends.length;
    served.push(index);
    const target = new URL(req.url ?? '/', backends[index]);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${String(error)}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface Cluster {
  proxy: RoundRobin;
  apis: string[];
  shells: string[];
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startCluster({ apis = 2, shells = 2, apiEnv = {} as Record<string, string> } = {}): Promise<Cluster> {
  const workDir = mkdtempSync(join(tmpdir(), 'sf-scale-'));
  const children: Child[] = [];
  const taken = new Set<number>();
  let proxy: RoundRobin | undefined;
  const stop = async () => {
    await proxy?.close();
    for (const child of children.reverse()) {
      if (child.name === 'postgres') child.process.stdin!.end();
      else child.process.kill('SIGTERM');
      await child.exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    // One PostgreSQL (the api tests' embedded server, api/src/db/embeddedPostgres.ts).
    const postgres = start('postgres', 'api', 'src/db/embeddedPostgres.ts', [workDir], {});
    children.push(postgres);
    const lines = createInterface({ input: postgres.process.stdout! });
    const first = await Promise.race([
      new Promise<string>((done) => lines.once('line', done)),
      postgres.exited.then((code) => Promise.reject(new Error(`embedded PostgreSQL exited with ${code}: ${postgres.output()}`))),
    ]);
    lines.close();
    const { url: databaseUrl } = JSON.parse(first) as { url: string };

    // The api instances, all started at once as a deployment would (migrations take a lock).
    const apiUrls: string[] = [];
    const apiChildren: Child[] = [];
    for (let i = 0; i < apis; i++) {
      const port = await freePort(taken);
      apiUrls.push(`http://127.0.0.1:${port}`);
      const child = start(`api ${i + 1}`, 'api', 'src/main.ts', [], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        // The shells on this machine are the api's proxies.
        TRUST_PROXY: 'loopback',
        STOREFRONT_WARM_IMAGES: '0',
        STOREFRONT_IMAGE_CACHE: join(workDir, `images-${i}`),
        ...apiEnv,
      });
      children.push(child);
      apiChildren.push(child);
    }
    await Promise.all(apiChildren.map((child) => waitForLine(child, /^api on http/m, 90_000)));

    // The shells, shell i on api i (round the list): no api in their process.
    const shellUrls: string[] = [];
    const shellChildren: Child[] = [];
    for (let i = 0; i < shells; i++) {
      const port = await freePort(taken);
      shellUrls.push(`http://127.0.0.1:${port}`);
      const child = start(`shell ${i + 1}`, 'shell', 'src/server/main.ts', [], {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: apiUrls[i % apiUrls.length]!,
        // Behind the round-robin proxy on this machine.
        TRUST_PROXY: 'loopback',
        // The shell's own client build is not needed to check state (this runs before the build).
        SHELL_CLIENT_ASSETS: 'optional',
        DATABASE_URL: '',
      });
      children.push(child);
      shellChildren.push(child);
    }
    await Promise.all(shellChildren.map((child) => waitForLine(child, /^shell.* on http/m, 60_000)));

    proxy = await startRoundRobin(shellUrls, await freePort(taken));
    return { proxy, apis: apiUrls, shells: shellUrls, databaseUrl, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
