import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { statusAction } from "~/features/back-office/actions.server";
import { DetailPage } from "~/features/back-office/components/detail";
import { linkClass } from "~/features/back-office/components/ui";
import { deploymentLabel, formatDateTime, phoneHref } from "~/features/back-office/format";
import { getOrder, statusHistory } from "~/features/back-office/records.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/order-detail";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const order = await getOrder(db(), params.id);
  if (!order) throw data("Commande introuvable", { status: 404 });
  return { order, history: await statusHistory(db(), "order", order.id) };
}

export const action = ({ request }: Route.ActionArgs) => statusAction(request, "order");

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Commande ${data?.order.reference ?? ""}`);

export default function OrderDetail({ loaderData: { order, history } }: Route.ComponentProps) {
  return (
    <DetailPage
      entity="order"
      id={order.id}
      title={`Commande ${order.reference}`}
      status={order.status}
      subject={order.customerName}
      history={history}
      facts={[
        ["Client", order.customerName],
        ["Reçue le", formatDateTime(order.createdAt)],
        ["Produit", order.productName],
        ["Type", deploymentLabel(order.deploymentType)],
        ["Ville", order.city],
        ["Adresse", order.address],
        [
          "Téléphone",
          <a key="tel" href={phoneHref(order.phone)} className={linkClass}>
            {order.phone}
          </a>,
        ],
        [
          "Email",
          order.email ? (
            <a key="mail" href={`mailto:${order.email}`} className={linkClass}>
              {order.email}
            </a>
          ) : (
            "Non renseigné"
          ),
        ],
        ["Dernière mise à jour", formatDateTime(order.updatedAt)],
      ]}
    />
  );
}
