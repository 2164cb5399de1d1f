import { Link } from "react-router";
import { TeamCard } from "~/features/team/components/team-card";
import { ArrowLeft } from "~/components/ui/icons";
import { adminMeta } from "~/features/back-office/meta";
import { contactLinks } from "~/features/customers/contact";
import { ContactButtons } from "~/features/customers/components/contact-links";
import {
  AccessSection,
  ErasureSection,
  TimelineItem,
} from "~/features/customers/components/customer-sections";
import { languageFact } from "~/features/back-office/components/language-badge";
import { Facts } from "~/features/back-office/components/detail";
import { Card, PageHeader, linkClass } from "~/features/back-office/components/ui";
import { customerAction, customerPage } from "~/features/customers/customer-page.server";
import { formatDateTime } from "~/features/back-office/format";
import type { Route } from "./+types/client-detail";

export const loader = ({ request, params }: Route.LoaderArgs) => customerPage(request, params.key);

export const action = ({ request, params }: Route.ActionArgs) =>
  customerAction(request, params.key);

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Client ${data?.summary.name ?? ""}`);

export default function ClientDetail({ loaderData }: Route.ComponentProps) {
  const { summary, orders, appointments, timeline } = loaderData;
  // The message names the person's latest order, else their latest appointment.
  const [lastOrder] = orders;
  const [lastAppointment] = appointments;
  const links = contactLinks({
    name: summary.name,
    phone: summary.phone,
    email: summary.email,
    language: summary.language,
    subject: lastOrder
      ? { kind: "order", reference: lastOrder.reference }
      : {
          kind: "appointment",
          date: lastAppointment!.preferredDate,
          time: lastAppointment!.preferredTime,
        },
  });
  return (
    <>
      <Link
        to="/admin/clients"
        className={`mb-4 inline-flex items-center gap-1 text-sm ${linkClass}`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Tous les clients
      </Link>
      <PageHeader
        title={summary.name}
        actions={<ContactButtons links={links} name={summary.name} />}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Coordonnées</h2>
          <Facts
            items={[
              languageFact(summary.language),
              ["Téléphone", summary.phone],
              ["E-mail", summary.email ?? "Non renseigné"],
              ["Ville", summary.city ?? "Non renseignée"],
              ["Commandes", String(summary.orders)],
              ["Rendez-vous", String(summary.appointments)],
              ["Dernière activité", formatDateTime(summary.lastActivity)],
            ]}
          />
        </Card>
        <Card className="lg:col-span-2">
          <h2 className="mb-4 text-lg font-semibold">Historique</h2>
          <ol className="space-y-4" aria-label="Historique du client">
            {timeline.map((entry) => (
              <TimelineItem key={entry.id} entry={entry} />
            ))}
          </ol>
        </Card>
        <TeamCard {...loaderData.team} withCalls={false} idPrefix="client" />
        {loaderData.privacy && (
          <Card className="lg:col-span-3">
            <AccessSection />
          </Card>
        )}
        {loaderData.privacy && (
          <Card className="lg:col-span-3">
            <ErasureSection
              name={summary.name}
              orders={summary.orders}
              appointments={summary.appointments}
              notes={timeline.filter((e) => e.kind === "note").length}
            />
          </Card>
        )}
      </div>
    </>
  );
}
