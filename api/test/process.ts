import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A real server process (`node --import tsx src/main.ts`), as `npm start` runs it. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The JSON log lines it wrote so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code when it exits. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
}

/** The environment of a server process: the test's, less vitest's own variables (they silence the logger). */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'TEST'));
  return { ...base, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SEED_ON_EMPTY: 'false', ...env };
}

/** Starts a server process and resolves once it listens (its port is read from its start-up log line). */
export function startServerProcess(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server process did not listen within ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue;
        }
        logs.push(entry);
        const port = /Trialyst listening on http:\/\/localhost:(\d+)/.exec(String(entry.msg ?? ''))?.[1];
        if (port) {
          clearTimeout(timer);
          resolve({
            url: `http://127.0.0.1:${port}`,
            port: Number(port),
            child,
            logs,
            exited,
            kill: (signal = 'SIGTERM') => void child.kill(signal),
          });
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (code ${code}) before listening\n${stderr}`));
    });
  });
}
