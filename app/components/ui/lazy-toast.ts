import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

/**
 * sonner's `toast`, fetched on first use: on the public pages a toast only
 * follows a submission, so sonner stays off their first load, like its
 * <Toaster> (see DeferredToaster), which shows what was raised meanwhile.
 */
export const toast = {
  success: (...args: Parameters<Toast["success"]>) =>
    void import("sonner").then(({ toast }) => toast.success(...args)),
  error: (...args: Parameters<Toast["error"]>) =>
    void import("sonner").then(({ toast }) => toast.error(...args)),
};
