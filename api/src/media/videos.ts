// Product video clips made offline: one short clip per encoding profile
// (spec 1 §9 video quality), drawn by ffmpeg from the npm package
// @ffmpeg-installer/ffmpeg and kept on disk. Every product with a video
// shares them; the poster (the product's first image) carries the product.
import { execFile } from 'node:child_process';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface VideoProfile {
  container: 'mp4' | 'webm';
  width: number;
  height: number;
}

/** The profiles the catalogue's video media name (api/src/catalogue/catalogue.ts). */
export const VIDEO_PROFILES: Readonly<Record<string, VideoProfile>> = {
  mp4_720p_no_audio: { container: 'mp4', width: 720, height: 1080 },
  webm_720p: { container: 'webm', width: 720, height: 1080 },
  mp4_480p: { container: 'mp4', width: 480, height: 720 },
  webm_480p: { container: 'webm', width: 480, height: 720 },
};

export const VIDEO_CONTENT_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;

const CLIP_SECONDS = 2;

export function isVideoProfile(name: string): boolean {
  return Object.hasOwn(VIDEO_PROFILES, name);
}

/** ffmpeg arguments for a clip: a soft background with a band sweeping down, so playback is visible. */
export function ffmpegArguments(profile: VideoProfile, output: string): string[] {
  const { width, height } = profile;
  const band = Math.round(height / 9);
  const source = `color=c=0xd9d4cc:s=${width}x${height}:d=${CLIP_SECONDS}:r=24,drawbox=x=0:y=t*${Math.round(height / CLIP_SECONDS)}-${band}:w=${width}:h=${band}:color=0x1f3a5f@0.6:t=fill`;
  const codec =
    profile.container === 'mp4'
      ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'veryfast', '-crf', '30', '-movflags', '+faststart', '-f', 'mp4']
      : ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'realtime', '-cpu-used', '8', '-f', 'webm'];
  return ['-y', '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, '-an', ...codec, output];
}

/** The ffmpeg binary the npm package ships, or null where it has none for this platform. */
function findFfmpeg(): string | null {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    return typeof installer.path === 'string' ? installer.path : null;
  } catch (error) {
    console.error(`[api/media] no ffmpeg binary: ${String(error)}`);
    return null;
  }
}

export class VideoService {
  private readonly made = new Map<string, Promise<string | null>>();
  private readonly running = new Set<AbortController>();
  private ffmpeg: string | null | undefined;

  /** `ffmpeg`: the binary to use; the npm package's by default (null: none). */
  constructor(
    private readonly cacheDir: string,
    ffmpeg?: string | null,
  ) {
    this.ffmpeg = ffmpeg;
  }

  /** The clip's file for a profile, made on first use; null when it cannot be made. */
  clip(profileName: string): Promise<string | null> {
    const profile = VIDEO_PROFILES[profileName];
    if (!profile) return Promise.resolve(null);
    let pending = this.made.get(profileName);
    if (!pending) {
      pending = this.make(profileName, profile);
      this.made.set(profileName, pending);
    }
    return pending;
  }

  /** Makes every clip, one after the other (start-up, in the background). */
  async warm(): Promise<void> {
    for (const name of Object.keys(VIDEO_PROFILES)) await this.clip(name);
  }

  /** Stops any ffmpeg still running (server close). */
  stop(): void {
    for (const controller of this.running) controller.abort();
  }

  private async make(name: string, profile: VideoProfile): Promise<string | null> {
    const file = join(this.cacheDir, `${name}.${profile.container}`);
    if (await isFile(file)) return file;
    // undefined: not looked up yet; null: there is none.
    if (this.ffmpeg === undefined) this.ffmpeg = findFfmpeg();
    if (!this.ffmpeg) return null;
    await mkdir(this.cacheDir, { recursive: true });
    // Written aside and renamed, so a reader (or another server on the same
    // cache) never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    const controller = new AbortController();
    this.running.add(controller);
    try {
      await run(this.ffmpeg, ffmpegArguments(profile, partial), controller.signal);
      await rename(partial, file);
      return file;
    } catch (error) {
      console.error(`[api/media] could not make the ${name} clip: ${error instanceof Error ? error.message : String(error)}`);
      await unlink(partial).catch(() => undefined);
      // A later request may try again.
      this.made.delete(name);
      return null;
    } finally {
      this.running.delete(controller);
    }
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function run(command: string, args: string[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { signal, timeout: 60_000 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${error.message} ${String(stderr).slice(0, 500)}`));
      else resolve();
    });
  });
}
