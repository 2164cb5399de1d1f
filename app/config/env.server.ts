import net from "node:net";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const TRUST_PROXY_TRUE_REFUSED =
  "TRUST_PROXY=true ferait confiance à n'importe quel client pour son adresse IP (X-Forwarded-For) " +
  "et contournerait les limites par adresse. Écrivez le nombre de proxys devant le serveur " +
  "(TRUST_PROXY=1 pour un Caddy ou un nginx) ou leurs adresses (TRUST_PROXY=loopback, " +
  "TRUST_PROXY=10.0.0.0/8, listes séparées par des virgules).";

/** Names Express's `trust proxy` knows for the usual private ranges. */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** An address or subnet as Express accepts it: `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`. */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.includes(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && net.isIPv4(prefix)) return true; // a netmask: 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For, in the forms
 * of Express's `trust proxy` that cannot be abused: nothing (default), a hop
 * count, or the proxies' addresses. `true` (trust every hop) would take the
 * left-most address, which the client writes itself: refused.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? "").trim().toLowerCase();
    if (value === "" || value === "false" || value === "0") return false;
    if (value === "true") {
      ctx.addIssue({ code: "custom", message: TRUST_PROXY_TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `adresse de proxy invalide (${invalid.join(", ")}) : écrivez un nombre de proxys (1), loopback, ou des adresses et sous-réseaux comme 10.0.0.0/8`,
      });
      return z.NEVER;
    }
    return entries;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** A fact of the legal notice: unset or empty means not known yet. */
const legalFact = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Every environment variable the server reads, validated once at start-up.
 * `.env.example` lists the same names.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url("DATABASE_URL doit être une URL postgres://").optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy,

  SITE_NAME: z.string().min(1).default("DigiSolutions"),
  /** Defaults to this machine on PORT (see parseEnv): setup, mail, canonical and sitemap links. */
  SITE_URL: z.string().url().optional(),
  SITE_PHONE: z.string().min(1).default("+216 00 000 000"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "WHATSAPP_NUMBER : chiffres seulement, indicatif compris")
    .default("21600000000"),
  CONTACT_EMAIL: z.string().email().default("contact@example.com"),
  // The company's legal identity, published in the legal notice (a placeholder while unset).
  COMPANY_RNE: legalFact,
  COMPANY_TAX_ID: legalFact,
  COMPANY_ADDRESS: legalFact,
  // The bank and RIB printed on pro-formas for transfers (a placeholder while unset).
  COMPANY_BANK: legalFact,
  COMPANY_RIB: legalFact,
  HOSTING_PROVIDER: legalFact,
  HOSTING_ADDRESS: legalFact,
  HOSTING_PHONE: legalFact,

  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  ALLOW_SIGNUP: flag,

  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  NOTIFY_EMAIL: z.string().email().optional(),

  /** 0 turns a limit off; tests run with limits off unless a test turns them on. */
  RATE_LIMIT_FORMS_PER_MINUTE: positiveInt(10),
  RATE_LIMIT_SIGNIN_PER_MINUTE: positiveInt(10),
  FORM_MIN_SECONDS: positiveInt(2),
  BODY_LIMIT_BYTES: positiveInt(100_000),
  /** Sensitive actions (create an administrator, delete a role, disable 2FA) need a sign-in this recent. */
  FRESH_SIGN_IN_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60),
  /** How long a CDN may keep a cached public page (s-maxage); 0 turns the page cache off. */
  PAGE_CACHE_SECONDS: positiveInt(30),
  /**
   * On SIGTERM, /healthz answers 503 for this long before the server stops
   * listening, so a load balancer's health check moves traffic away first.
   */
  SHUTDOWN_DRAIN_SECONDS: positiveInt(0),

  /**
   * A message a worker claimed stays invisible to the other instances this
   * long: a worker killed mid-send delays its messages by at most this.
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).default(300),

  /** Page views counted by the server (decision 0062); `off` counts nothing (benchmarks). */
  AUDIENCE_COUNTING: z.enum(["on", "off"]).default("on"),

  /** Bearer token of /metrics; without it /metrics does not exist (404). */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN : 16 caractères au moins").optional(),
  /** Browser error reports accepted per IP and minute (0 = off). */
  RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: positiveInt(10),

  /** Where the nightly backup writes and prunes its files. */
  BACKUP_DIR: z.string().default("./backups"),
  /** Run after each nightly backup with the file's path as its argument (copy it off the machine). */
  BACKUP_COPY_COMMAND: z.string().optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & { SITE_URL: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
    throw new Error(
      "Configuration invalide :\n  BETTER_AUTH_SECRET: requis en production (32 caractères au moins)",
    );
  }
  return {
    ...env,
    // Without SITE_URL, links name the port the server listens on (PORT=59051 → :59051).
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR),
  };
}

let cached: Env | undefined;
/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
