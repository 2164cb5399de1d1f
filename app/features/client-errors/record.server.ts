import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { env } from "~/config/env.server";
import { logger } from "~/infra/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { MAX_REPORT_BYTES } from "./report";
import { pagePath, scrubMessage, scrubStack } from "./sanitize";

const reportSchema = z.object({
  kind: z.enum(["error", "unhandledrejection", "boundary"]),
  message: z.string().min(1),
  stack: z.string().optional(),
  page: z.string(),
});

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * Logs one uncaught browser error, scrubbed of personal data (see scrub),
 * after a size cap and a per-IP rate limit, so a broken page or a hostile
 * client cannot flood the logs. Answers 204; every refusal has a French reason.
 */
export async function recordClientError(options: {
  request: Request;
  clientIp: string;
  db: Database;
}): Promise<Response> {
  const { request, clientIp, db } = options;
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_REPORT_BYTES) return text(413, "Rapport d'erreur trop volumineux.");
  let parsed: z.infer<typeof reportSchema>;
  try {
    parsed = reportSchema.parse(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    return text(400, "Rapport d'erreur invalide.");
  }
  try {
    const limit = await hitRateLimit(
      db,
      `client-error:${clientIp}`,
      env().RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE,
    );
    if (!limit.allowed) return text(429, "Trop de rapports d'erreur : réessayez plus tard.");
  } catch (error) {
    logger.error({ err: error }, "client error report: rate limit check failed");
    return text(503, "Service momentanément indisponible.");
  }
  logger.warn(
    {
      clientError: {
        kind: parsed.kind,
        message: scrubMessage(parsed.message),
        stack: parsed.stack ? scrubStack(parsed.stack) : undefined,
        page: pagePath(parsed.page),
      },
    },
    "browser error",
  );
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
