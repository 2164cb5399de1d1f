import { lazy, Suspense, useRef, useState } from "react";
import { island } from "~/island-marks/island";

// Loaded on first use: pages with product cards do not pay for the form and its schema.
const loadDialog = () => import("./order-dialog");
const OrderDialog = lazy(loadDialog);

/**
 * The "Commander" button of a product card or product page: opens the order
 * dialog for that product, and gives focus back to the button when it closes.
 */
export function OrderButtonControl({
  product,
  className,
  children,
}: {
  product: string;
  className?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* Without JavaScript the button submits this form: the order form as a page. */}
      <form method="get" action={`/commander/${product}`} className="contents">
        <button
          ref={button}
          type="submit"
          aria-haspopup="dialog"
          className={className}
          // Fetched as the pointer or focus arrives, so the click opens it at once.
          onPointerEnter={loadDialog}
          onFocus={loadDialog}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </button>
      </form>
      {open && (
        <Suspense fallback={null}>
          <OrderDialog
            product={product}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The button as an island of its own: its code (and React's) comes when the
 * visitor reaches for it, and a click made before is kept (app/islands).
 * Its label is a text, so it travels as a prop.
 */
export const OrderButton = island("order", OrderButtonControl, { as: "span" });
