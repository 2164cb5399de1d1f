import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Resources
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("api/auth/*", "routes/resources/auth-api.ts"),
  route("logout", "routes/resources/logout.ts"),
  route("account/password", "routes/resources/account-password.ts"),
  route("account/two-factor", "routes/resources/account-two-factor.ts"),
  route("api/orders", "routes/resources/order.ts"),
  route("api/client-errors", "routes/resources/client-errors.ts"),
  route("calendrier/:feed", "routes/resources/calendar-feed.ts"),
  route("ma-commande/:token/proforma.pdf", "routes/resources/order-proforma.ts"),

  // Public site
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/article.tsx"),
    route("solutions/:product", "routes/public/product.tsx"),
    route("rendez-vous", "routes/public/rendez-vous.tsx"),
    route("reservation", "routes/public/reservation.tsx"),
    route("mon-rendez-vous/:token", "routes/public/manage-appointment.tsx"),
    route("ma-commande/:token", "routes/public/order-page.tsx"),
    route("apercu/produit", "routes/public/product-preview.tsx"),
    route("apercu/accueil", "routes/public/home-preview.tsx"),
    route("cgv", "routes/public/legal.tsx", { id: "legal-cgv" }),
    route("mentions-legales", "routes/public/legal.tsx", { id: "legal-mentions" }),
    route("politique-confidentialite", "routes/public/legal.tsx", { id: "legal-privacy" }),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Administration
  route("auth", "routes/auth.tsx"),
  route("setup", "routes/setup.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("appointments", "routes/admin/appointments.tsx"),
      route("appointments/:id", "routes/admin/appointment-detail.tsx"),
      route("agenda", "routes/admin/agenda.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:id", "routes/admin/order-detail.tsx"),
      route("orders/:id/:file", "routes/admin/order-file.ts"),
      route("clients", "routes/admin/clients.tsx"),
      route("clients/:key", "routes/admin/client-detail.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/product-edit.tsx", { id: "admin-product-new" }),
      route("products/:id", "routes/admin/product-edit.tsx", { id: "admin-product-edit" }),
      route("articles", "routes/admin/articles.tsx"),
      route("articles/new", "routes/admin/article-edit.tsx", { id: "admin-article-new" }),
      route("articles/:id", "routes/admin/article-edit.tsx", { id: "admin-article-edit" }),
      route("content/:block?", "routes/admin/content.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("availability", "routes/admin/availability.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("export/:entity", "routes/admin/export.ts"),
      route("events", "routes/admin/events.ts"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
