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

  // Public site
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/article.tsx"),
    route("solutions/:product", "routes/public/product.tsx"),
    route("rendez-vous", "routes/public/rendez-vous.tsx"),
    route("reservation", "routes/public/reservation.tsx"),
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
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:id", "routes/admin/order-detail.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("export/:entity", "routes/admin/export.ts"),
      route("events", "routes/admin/events.ts"),
    ]),
  ]),
] satisfies RouteConfig;
