import crypto from "node:crypto";
import { data } from "react-router";
import { env } from "~/config/env.server";
import { refuse } from "~/domain/result";
import { recordAudit } from "~/features/audit/audit.server";
import { allows } from "~/features/auth/access-rules";
import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";
import { answer } from "~/features/back-office/answer.server";
import { mailDirectory } from "~/features/notifications/mailer.server";
import { personalDataOf } from "~/features/privacy/access.server";
import { eraseCustomer } from "~/features/privacy/erasure.server";
import { teamAction } from "~/features/team/actions.server";
import { followUpsOf, teamMembers } from "~/features/team/team.server";
import { frenchSpacing } from "~/i18n/typography";
import { db } from "~/lib/db.server";
import { getCustomer } from "./customers.server";

const NOT_FOUND = "Client introuvable";

/** A customer's page: the person, their requests and timeline, the team's follow-ups. */
export async function customerPage(request: Request, key: string) {
  const me = await requireAdmin(request);
  // A customer key is a phone key or an e-mail: no control characters (a NUL
  // byte reaches PostgreSQL as an error), never that long.
  // eslint-disable-next-line no-control-regex
  const plausible = key.length <= 300 && !/[\u0000-\u001f\u007f]/.test(key);
  const customer = plausible ? await getCustomer(db(), key) : undefined;
  if (!customer) throw data(NOT_FOUND, { status: 404 });
  const [members, open] = await Promise.all([
    teamMembers(db()),
    followUpsOf(db(), "customer", key),
  ]);
  return {
    ...customer,
    // Erasure and the right of access are for administrators only.
    privacy: allows(me.role, new URL(request.url).pathname, "erase", "action"),
    team: { me: me.userId, members, followUps: open },
  };
}

/** The journal and the file name keep only a digest of the key (the person's e-mail or phone). */
function keyDigest(key: string): string {
  return `sha256:${crypto.createHash("sha256").update(key).digest("hex").slice(0, 16)}`;
}

/** A customer page's action: the team's intents, the right of access, erasure. */
export async function customerAction(request: Request, key: string) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const team = await teamAction(admin, form, { entity: "customer", id: key });
  if (team) return team;
  const intent = form.get("intent");
  if (intent === "access") return accessFile(admin, key);
  const failure = frenchSpacing("L'effacement a échoué : rien n'a été modifié. Réessayez.");
  return answer({ what: "customer erasure", failure, by: admin.userId }, async () => {
    if (intent !== "erase") return refuse.invalid("Action inconnue.");
    const mailDir = mailDirectory(env().DATA_DIR);
    if (!(await eraseCustomer(db(), key, admin.userId, { mailDir }))) {
      return refuse.notFound(NOT_FOUND);
    }
    await recordAudit(db(), {
      action: "customer.erase",
      actor: admin,
      target: { type: "customer", id: keyDigest(key) },
    });
    return { ok: true, redirect: "/admin/clients", flash: "customer-erased" } as const;
  });
}

/** The right of access: everything held on the person, as one JSON file to download. */
async function accessFile(admin: AdminIdentity, key: string) {
  const held = await personalDataOf(db(), key);
  if (!held) return data({ ok: false, message: NOT_FOUND }, { status: 404 });
  await recordAudit(db(), {
    action: "customer.access",
    actor: admin,
    target: { type: "customer", id: keyDigest(key) },
  });
  return new Response(JSON.stringify(held, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="donnees-client-${keyDigest(key).slice(7)}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
