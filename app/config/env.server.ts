import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const positiveInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/**
 * Every environment variable the server reads, validated once at start-up.
 * `.env.example` lists the same names.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url("DATABASE_URL doit être une URL postgres://").optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: flag,

  SITE_NAME: z.string().min(1).default("DigiSolutions"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  SITE_PHONE: z.string().min(1).default("+216 00 000 000"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "WHATSAPP_NUMBER : chiffres seulement, indicatif compris")
    .default("21600000000"),
  CONTACT_EMAIL: z.string().email().default("contact@example.com"),

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
  /** How long a rendered public content page is reused (0 renders every request). */
  PAGE_CACHE_SECONDS: positiveInt(30),
});

export type Env = z.infer<typeof envSchema>;

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
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR) };
}

let cached: Env | undefined;
/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
