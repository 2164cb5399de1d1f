import { todayInTunis } from "~/domain/calendar";
import { adminMeta } from "~/features/back-office/meta";
import { detailAction, detailLoader } from "~/features/back-office/actions.server";
import { contactLinks } from "~/features/customers/contact";
import { DetailPage } from "~/features/back-office/components/detail";
import { editableValues } from "~/features/back-office/edits";
import { linkClass } from "~/features/back-office/components/ui";
import { deploymentLabel, ERASED_VALUE, formatDateTime } from "~/features/back-office/format";
import { telHref } from "~/domain/phone";
import { getOrder } from "~/features/back-office/records.server";
import { languageFact } from "~/features/back-office/components/language-badge";
import type { Route } from "./+types/order-detail";
import { db } from "~/lib/db.server";
import { orderMoney } from "~/features/orders/payments.server";
import { moneyAction, moneyIntent } from "~/features/orders/money-actions.server";
import { MoneyCard } from "~/features/orders/money-card";

export async function loader({ request, params }: Route.LoaderArgs) {
  const base = await detailLoader(request, "order", params.id, getOrder, "Commande introuvable");
  // The order's amounts and payments (migration 0022); none on older orders.
  const money = await orderMoney(db(), base.record);
  return { ...base, money, today: todayInTunis() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await moneyIntent(request);
  if (form) return moneyAction(request, params.id, form);
  return detailAction(request, "order", params.id);
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Commande ${data?.record.reference ?? ""}`);

export default function OrderDetail({
  loaderData: { record: order, money, today, ...trail },
}: Route.ComponentProps) {
  return (
    <DetailPage
      extra={
        money && (
          <MoneyCard order={order} money={money} today={today} erased={Boolean(trail.erasure)} />
        )
      }
      entity="order"
      id={order.id}
      title={`Commande ${order.reference}`}
      status={order.status}
      subject={order.customerName}
      {...trail}
      editable={{ version: order.updatedAt.toISOString(), values: editableValues("order", order) }}
      customerKey={order.customerKey}
      contact={contactLinks({
        ...order,
        name: order.customerName,
        subject: { kind: "order", reference: order.reference },
      })}
      facts={[
        ["Client", order.customerName],
        languageFact(order.language),
        ["Reçue le", formatDateTime(order.createdAt)],
        ["Produit", order.productName],
        ["Type", deploymentLabel(order.deploymentType)],
        ["Ville", order.city],
        ["Adresse", order.address],
        [
          "Téléphone",
          trail.erasure ? (
            ERASED_VALUE
          ) : (
            <a key="tel" href={telHref(order.phone)} className={linkClass}>
              {order.phone}
            </a>
          ),
        ],
        [
          "E-mail",
          trail.erasure ? (
            ERASED_VALUE
          ) : order.email ? (
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
