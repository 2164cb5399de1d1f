import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/features/auth/sessions.server";

// Signing out changes state: POST only. A GET (typed URL, prefetch) just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = await signOut(request, { everywhere: form.get("scope") === "global" });
  return redirect("/", { headers });
}
