import { legalFacts, siteConfig } from "~/config/site.server";
import type { OrderMoney } from "./payments.server";
import type { OrderRecord } from "./proforma.server";

/** Millimes as the decimal dinars invoicing software reads: 929200 → "929.200". */
const dinars = (millimes: number) =>
  `${millimes < 0 ? "-" : ""}${Math.floor(Math.abs(millimes) / 1000)}.${String(Math.abs(millimes) % 1000).padStart(3, "0")}`;

/**
 * An order's invoice data for the company's invoicing software (decision
 * 0057): the parties, the lines at their prices of the day of ordering, VAT,
 * stamp, totals and payments received. The site issues no invoice: the final
 * invoice and its electronic submission stay in that software.
 */
export function invoiceData(order: OrderRecord, money: OrderMoney) {
  const site = siteConfig();
  const legal = legalFacts();
  return {
    format: "digisolutions.invoice-data/1",
    notice:
      "Données pour le logiciel de facturation ; ce fichier n'est pas une facture. La facture définitive est émise par ce logiciel.",
    currency: "TND",
    proformaNumber: order.proformaNumber,
    orderReference: order.reference,
    orderedAt: order.createdAt.toISOString(),
    status: order.status,
    seller: {
      name: site.name,
      address: legal.registeredAddress ?? null,
      rne: legal.rne ?? null,
      taxId: legal.taxId ?? null,
    },
    customer: {
      name: order.customerName,
      company: order.companyName,
      taxId: order.taxId,
      address: order.address,
      city: order.city,
      phone: order.phone,
      email: order.email,
      language: order.language,
    },
    lines: money.lines.map((line) => ({
      kind: line.kind,
      code: line.itemKey,
      description:
        line.kind === "product" ? `${order.productName} (${order.deploymentType})` : line.labelFr,
      quantity: line.quantity,
      unitPriceHt: dinars(line.unitPriceMillimes),
      totalHt: dinars(line.totalMillimes),
      vatRate: order.vatRateBp! / 100,
    })),
    totals: {
      totalHt: dinars(order.totalHtMillimes!),
      vatRate: order.vatRateBp! / 100,
      vat: dinars(order.vatMillimes!),
      stamp: dinars(order.stampMillimes!),
      totalTtc: dinars(order.totalTtcMillimes!),
      depositRate: order.depositRateBp! / 100,
      deposit: dinars(order.depositMillimes!),
      paid: dinars(money.paidMillimes),
      balance: dinars(money.balanceMillimes),
    },
    payments: money.payments.map((p) => ({
      date: p.paidOn,
      method: p.method,
      amount: dinars(p.amountMillimes),
      reference: p.reference,
      counterEntry: p.amountMillimes < 0,
    })),
  };
}
