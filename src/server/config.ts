import path from 'node:path';
import { PROJECT_DIR, STEP_SCHEMAS_DIR } from '../content/paths.js';

/** Server settings, read once from the environment (the README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for a real PostgreSQL server; undefined means embedded PGlite under dataDir. */
  databaseUrl?: string;
  /**
   * How the connections of DATABASE_URL reach PostgreSQL: 'session' (directly, or a pooler in
   * session mode) lets the server prepare its statements on each connection; 'transaction' (a
   * pooler such as PgBouncer in transaction mode, where a connection may change between
   * transactions) prepares none.
   */
  databasePoolMode: 'session' | 'transaction';
  /** undefined means: generate one and keep it in dataDir. */
  jwtSecret?: string;
  smtpUrl?: string;
  /** Sender of outgoing mail; a relay usually accepts only its own domain. */
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Access-token lifetime; short in browser tests that exercise the refresh. */
  accessTokenTtlSeconds: number;
  /** Where the built SPA lives; absent in API tests. */
  clientDir?: string;
  /** The variant files and step definitions (step-schemas/; tests point elsewhere). */
  stepSchemasDir: string;
  /** Sign-in address written into welcome e-mails. */
  publicUrl: string;
  /** Structured logs on stdout; off in tests. */
  logLevel: string;
  /**
   * Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=true, or the proxy's addresses/CIDRs).
   * Off by default: otherwise any client could pick its own address and dodge the throttling.
   */
  trustProxy: boolean | string;
}

function poolMode(value: string | undefined): ServerConfig['databasePoolMode'] {
  if (!value || value === 'session') return 'session';
  if (value === 'transaction') return 'transaction';
  throw new Error(`DATABASE_POOL_MODE must be "session" or "transaction", got "${value}"`);
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Expected a positive whole number, got "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMode: poolMode(env.DATABASE_POOL_MODE),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || '"Klub strategických manažerů" <noreply@localhost>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : path.join(PROJECT_DIR, 'dist/client'),
    stepSchemasDir: STEP_SCHEMAS_DIR,
    publicUrl: env.PUBLIC_URL || `http://${host}:${port}`,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
