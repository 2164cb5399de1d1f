import type { SVGProps } from "react";
import spriteUrl from "~/assets/icons.svg?url";

/**
 * Icons drawn from one SVG sprite (app/assets/icons.svg, a hashed file the
 * browser caches for a year): each icon is an <svg> and a <use>, two
 * elements for React to hydrate and a few bytes of JavaScript, instead of a
 * component per icon with its paths. Same names and props as the icon
 * library they replace. Their strokes are set once by the `icon` class
 * (site-theme.css), not on each of the page's icons, and the scale by the
 * sprite's own view boxes.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function spriteIcon(id: string) {
  function SpriteIcon({ className, ...props }: IconProps) {
    return (
      <svg
        width={24}
        height={24}
        aria-hidden={props["aria-label"] ? undefined : true}
        {...props}
        className={className ? `icon ${className}` : "icon"}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  return SpriteIcon;
}

export const Activity = spriteIcon("activity");
export const ArrowLeft = spriteIcon("arrow-left");
export const Award = spriteIcon("award");
export const BadgeCheck = spriteIcon("badge-check");
export const Building2 = spriteIcon("building-2");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("check-circle-2");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleCheck = spriteIcon("circle-check");
export const Clock = spriteIcon("clock");
export const Cloud = spriteIcon("cloud");
export const Code2 = spriteIcon("code-2");
export const CreditCard = spriteIcon("credit-card");
export const Database = spriteIcon("database");
export const DatabaseBackup = spriteIcon("database-backup");
export const Download = spriteIcon("download");
export const Gauge = spriteIcon("gauge");
export const GraduationCap = spriteIcon("graduation-cap");
export const Headphones = spriteIcon("headphones");
export const KeyRound = spriteIcon("key-round");
export const LoaderCircle = spriteIcon("loader-circle");
export const Lock = spriteIcon("lock");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MailWarning = spriteIcon("mail-warning");
export const MapPin = spriteIcon("map-pin");
export const Megaphone = spriteIcon("megaphone");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const MessageSquare = spriteIcon("message-square");
export const MessageSquareText = spriteIcon("message-square-text");
export const Minus = spriteIcon("minus");
export const MonitorPlay = spriteIcon("monitor-play");
export const Moon = spriteIcon("moon");
export const Package = spriteIcon("package");
export const Phone = spriteIcon("phone");
export const Plus = spriteIcon("plus");
export const Printer = spriteIcon("printer");
export const Receipt = spriteIcon("receipt");
export const RefreshCw = spriteIcon("refresh-cw");
export const Search = spriteIcon("search");
export const Server = spriteIcon("server");
export const ShieldCheck = spriteIcon("shield-check");
export const ShoppingCart = spriteIcon("shopping-cart");
export const Smartphone = spriteIcon("smartphone");
export const Star = spriteIcon("star");
export const Stethoscope = spriteIcon("stethoscope");
export const Sun = spriteIcon("sun");
export const Trash2 = spriteIcon("trash-2");
export const TriangleAlert = spriteIcon("triangle-alert");
export const Usb = spriteIcon("usb");
export const UserPlus = spriteIcon("user-plus");
export const WhatsApp = spriteIcon("whatsapp");
export const Workflow = spriteIcon("workflow");
export const Wrench = spriteIcon("wrench");
export const X = spriteIcon("x");
export const Zap = spriteIcon("zap");
