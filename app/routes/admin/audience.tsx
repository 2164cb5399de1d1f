import { requireAudienceAccess } from "~/features/audience/access.server";
import { AudienceView } from "~/features/audience/audience-view";
import { periodFrom } from "~/features/audience/period";
import { audienceReport } from "~/features/audience/report.server";
import { audienceDay } from "~/features/audience/visit";
import { loadOrFail } from "~/features/back-office/actions.server";
import { PageHeader } from "~/features/back-office/components/ui";
import { adminMeta } from "~/features/back-office/meta";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/audience";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAudienceAccess(request);
  const { period, problem } = periodFrom(
    new URL(request.url).searchParams,
    audienceDay(new Date()),
  );
  const result = await loadOrFail("audience", () => audienceReport(db(), period));
  return { period, problem, report: result.ok ? result.value : null };
}

export const meta: Route.MetaFunction = () => adminMeta("Audience");

export default function Audience({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Audience"
        subtitle="Visites du site et demandes qu'elles ont amenées, sans cookie ni service tiers."
      />
      <AudienceView {...loaderData} />
    </>
  );
}
