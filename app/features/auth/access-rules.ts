import { matchRoutes } from "react-router";
import type { BackOfficeRole, Grant } from "~/domain/constants";
import { frenchSpacing } from "~/i18n/typography";

/**
 * Who may use each back-office route: the one table the server reads on
 * every loader and action of the back office (through `requireAccess`), and
 * the navigation reads to show only what a role may use.
 *
 * Keys are the route paths exactly as app/routes.ts writes them. `page` is
 * who may load the route (null: it has no page); `actions` maps each form
 * `intent` the route accepts to who may post it, `*` standing for every
 * other intent (and for routes whose forms send none). A route or an intent
 * missing here is open to administrators only, and the access-matrix test
 * fails until its rule is written.
 */
export interface AccessRule {
  page: readonly BackOfficeRole[] | null;
  actions?: Readonly<Record<string, readonly BackOfficeRole[]>>;
  /** A role refused the page is sent to its own first page instead of a 403 (the dashboard). */
  redirectRefused?: boolean;
  /** The page is open too to an account holding this grant, if its role may receive it (GRANTABLE). */
  grant?: Grant;
}

/**
 * The roles an administrator may open each grant to, one account at a time,
 * on the users page (decision 0076), with the switch's label there.
 */
export const GRANTABLE = {
  audience: { roles: ["sales"], label: "Accès à l'audience" },
} as const satisfies Record<Grant, { roles: readonly BackOfficeRole[]; label: string }>;

/** Whether an account of `role` may hold `grant` (a grant another role holds is ignored). */
export function grantableTo(role: string | null, grant: Grant): boolean {
  return (GRANTABLE[grant].roles as readonly string[]).includes(role ?? "");
}

const ALL = ["admin", "sales", "editor"] as const;
const ADMIN = ["admin"] as const;
const SALES = ["admin", "sales"] as const;
const EDITOR = ["admin", "editor"] as const;

/** What salespeople do on a request or a customer (administrators too). */
const FOLLOW_UP = {
  status: SALES,
  note: SALES,
  edit: SALES,
  assign: SALES,
  call: SALES,
  task: SALES,
  "task-done": SALES,
} as const;

export const ACCESS_RULES = {
  admin: { page: SALES, actions: { "*": ADMIN }, redirectRefused: true },
  "admin/appointments": { page: SALES, actions: FOLLOW_UP },
  "admin/appointments/:id": { page: SALES, actions: FOLLOW_UP },
  "admin/agenda": { page: SALES, actions: FOLLOW_UP },
  "admin/orders": { page: SALES, actions: FOLLOW_UP },
  "admin/orders/:id": {
    page: SALES,
    actions: { ...FOLLOW_UP, payment: SALES, "payment-correct": SALES, "link-revoke": SALES },
  },
  // An order's pro-forma PDF and its invoice data for the invoicing software.
  "admin/orders/:id/:file": { page: SALES },
  "admin/clients": { page: SALES },
  "admin/clients/:key": { page: SALES, actions: { ...FOLLOW_UP, erase: ADMIN, access: ADMIN } },
  "admin/a-faire": { page: SALES, actions: { "task-done": SALES } },
  "admin/products": { page: EDITOR, actions: { "*": EDITOR } },
  "admin/products/new": { page: EDITOR, actions: { "*": EDITOR } },
  "admin/products/:id": { page: EDITOR, actions: { "*": EDITOR } },
  "admin/articles": { page: EDITOR, actions: { "*": EDITOR } },
  "admin/articles/new": { page: EDITOR, actions: { "*": EDITOR } },
  "admin/articles/:id": { page: EDITOR, actions: { "*": EDITOR } },
  "admin/content/:block?": { page: EDITOR, actions: { "*": EDITOR } },
  "admin/users": { page: ADMIN, actions: { "*": ADMIN } },
  "admin/availability": { page: ADMIN, actions: { "*": ADMIN } },
  "admin/journal": { page: ADMIN },
  // Administrators, and a salesperson an administrator granted it to.
  "admin/audience": { page: ADMIN, grant: "audience" },
  // Each person's own settings: notifications, password, two-factor, calendar feed.
  "admin/settings": {
    page: ALL,
    actions: { "*": ALL, "assignment-rules": ADMIN, "billing-rates": ADMIN },
  },
  "admin/export/:entity": { page: ADMIN },
  "admin/events": { page: SALES },
  // «Page introuvable», for every role (its route checks the role only, see `allows`).
  "admin/*": { page: ALL, actions: { "*": ALL } },
  "account/password": { page: null, actions: { "*": ALL } },
  "account/two-factor": { page: null, actions: { "*": ALL } },
  // The content editors' previews (public addresses, back-office readers only).
  "apercu/produit": { page: null, actions: { "*": EDITOR } },
  "apercu/accueil": { page: null, actions: { "*": EDITOR } },
} as const satisfies Record<string, AccessRule>;

export type RulePath = keyof typeof ACCESS_RULES;

const MATCHABLE = Object.keys(ACCESS_RULES).map((path) => ({ path: `/${path}`, id: path }));

/** The rule of an address, by the same ranking React Router uses; undefined when none applies. */
export function ruleOf(pathname: string): { path: RulePath; rule: AccessRule } | undefined {
  const matches = matchRoutes(MATCHABLE, pathname);
  const id = matches?.[matches.length - 1]?.route.id as RulePath | undefined;
  return id ? { path: id, rule: ACCESS_RULES[id] } : undefined;
}

/**
 * Whether `role` (with the account's `grants`) may load (`intent`
 * undefined) or post `intent` to the route of `pathname`. The catch-all
 * `admin/*` only draws «Page introuvable»: an address that falls on it from
 * a route's own guard is a route without a rule, open to administrators alone.
 */
export function allows(
  role: BackOfficeRole,
  pathname: string,
  intent: string | undefined | null,
  method: "page" | "action",
  grants: readonly Grant[] = [],
): boolean {
  const found = ruleOf(pathname);
  if (!found || found.path === "admin/*") return role === "admin";
  const { rule } = found;
  if (method === "page") {
    if ((rule.page ?? ADMIN).includes(role as never)) return true;
    return rule.grant !== undefined && grants.includes(rule.grant) && grantableTo(role, rule.grant);
  }
  const actions = rule.actions ?? {};
  const allowed = (intent != null && actions[intent]) || actions["*"] || ADMIN;
  return allowed.includes(role as never);
}

/** The navigation of the back office, each entry shown only to the roles its page allows. */
export const NAVIGATION = [
  { to: "/admin", label: "Tableau de bord", end: true },
  { to: "/admin/a-faire", label: "À faire" },
  { to: "/admin/appointments", label: "Rendez-vous" },
  { to: "/admin/agenda", label: "Agenda" },
  { to: "/admin/orders", label: "Commandes" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/audience", label: "Audience" },
  { to: "/admin/availability", label: "Disponibilités" },
  { to: "/admin/products", label: "Produits" },
  { to: "/admin/articles", label: "Articles" },
  { to: "/admin/content", label: "Contenu" },
  { to: "/admin/users", label: "Utilisateurs" },
  { to: "/admin/journal", label: "Journal" },
  { to: "/admin/settings", label: "Paramètres" },
] as const;

export function navigationFor(role: BackOfficeRole, grants: readonly Grant[] = []) {
  return NAVIGATION.filter((item) => allows(role, item.to, undefined, "page", grants));
}

/** Where a role lands in the back office: its first page. */
export function homeOf(role: BackOfficeRole): string {
  return navigationFor(role)[0]?.to ?? "/admin/settings";
}

export const FORBIDDEN_PAGE = "Votre rôle ne donne pas accès à cette page.";
export const FORBIDDEN_ACTION = frenchSpacing(
  "Votre rôle ne permet pas cette action : rien n'a été modifié.",
);
