import { DEPLOYMENT_LABELS, NO_SHOW_LABELS, OTHER_SERVICE_LABELS } from "~/domain/vocabulary";
import type { MailsDictionary } from "./fr";

/** Arabic texts of the customers' mails (Modern Standard Arabic, أنتم). Same keys as fr.ts. */
export const mailsAr: MailsDictionary = {
  signature: "فريق {brand}",
  greeting: "مرحبًا {name}،",
  dateTime: "{date} على الساعة {time}",
  rows: {
    reference: "المرجع",
    product: "المنتج",
    type: "النوع",
    fullName: "الاسم واللقب",
    name: "الاسم",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    city: "المدينة",
    address: "العنوان",
    company: "المؤسسة",
    service: "الخدمة",
    dateTime: "التاريخ والساعة",
    message: "الرسالة",
  },
  deploymentTypes: DEPLOYMENT_LABELS.ar,
  services: OTHER_SERVICE_LABELS.ar,
  orderStatuses: {
    pending: "قيد الانتظار",
    confirmed: "مؤكَّد",
    shipped: "تم الإرسال",
    delivered: "تم التسليم",
    cancelled: "ملغى",
  },
  cloudShipped: "النفاذ بصدد الفتح",
  appointmentStatuses: {
    pending: "قيد الانتظار",
    confirmed: "مؤكَّد",
    cancelled: "ملغى",
    done: "منتهٍ",
    no_show: NO_SHOW_LABELS.ar,
  },
  orderCreated: {
    subject: "تم تسجيل طلبكم {reference}",
    thanks: "شكرًا على طلبكم لـ {product}. تم تسجيله تحت المرجع {reference}.",
    next: "سنتصل بكم في أجل ساعتين من ساعات العمل لتأكيد طلبكم والاتفاق على موعد التثبيت.",
    payment: "يُطلب تسبيق بنسبة 30% عند تقديم الطلبية، ويتم الخلاص بتحويل بنكي أو بصك أو نقدًا.",
    delivery: {
      local: "نحدّد معكم موعد التثبيت، وعادةً ما يتم في يوم واحد مع التكوين.",
      cloud: "يُفتح نفاذكم إلى النسخة السحابية في أجل 24 إلى 48 ساعة من استلام الخلاص.",
    },
    terms: "الشروط العامة للبيع: {url}",
    closing: "يُرجى ذكر هذا المرجع في مراسلاتكم معنا.",
    proforma: "تجدون فاتورتكم الأولية {number} مرفقة بهذه الرسالة.",
    orderLink: "تابعوا طلبكم وفاتورته الأولية ودفعاتكم: {url}",
  },
  orderLink: {
    subject: "رابط جديد لطلبكم {reference}",
    body: "إليكم الرابط الجديد لطلبكم {reference}؛ الرابط السابق لم يعد صالحًا.",
    link: "طلبكم وفاتورته الأولية ودفعاتكم: {url}",
  },
  orderStatus: {
    subject: "طلبكم {reference}: {status}",
    changed: "تغيّرت حالة طلبكم {reference} ({product}، {type}) من «{from}» إلى «{to}».",
    meaning: {
      pending: "طلبكم في انتظار تأكيدنا من جديد، وسنتصل بكم قريبًا.",
      confirmed: {
        local: "نحضّر ترخيصكم ونتفق معكم على موعد التثبيت.",
        cloud: "نحضّر فضاءكم السحابي، ويُفتح في أجل 24 إلى 48 ساعة من استلام الخلاص.",
      },
      shipped: {
        local: "ترخيصكم جاهز والتثبيت مبرمج: سيتصل بكم تقنيّنا لتحديد الموعد.",
        cloud: "نفاذكم إلى النسخة السحابية بصدد الفتح، وستصلكم معرّفات الدخول قريبًا جدًا.",
      },
      delivered: {
        local: "تم تثبيت برمجيتكم. الدعم الفني مشمول لمدة 3 أشهر بعد التثبيت.",
        cloud: "نفاذكم إلى النسخة السحابية مفتوح. الدعم الفني مشمول لمدة 3 أشهر.",
      },
      cancelled:
        "تم إلغاء طلبكم ولن تُفوتَر لكم أي مبالغ. إن كان ذلك عن خطأ، يُرجى الرد على هذه الرسالة.",
    },
    closing: "لأي استفسار، يكفي الرد على هذه الرسالة أو الاتصال بنا.",
  },
  appointmentCreated: {
    subject: "طلب موعدكم بتاريخ {dateTime}",
    received: "تلقّينا طلب موعدكم، وسنتصل بكم قريبًا لتأكيده.",
    invitation: "تتيح لكم الدعوة المرفقة إضافة هذا الموعد إلى رزنامتكم.",
  },
  appointmentStatus: {
    subject: {
      pending: "موعدكم بتاريخ {dateTime} في انتظار تأكيدنا",
      confirmed: "تم تأكيد موعدكم بتاريخ {dateTime}",
      cancelled: "تم إلغاء موعدكم بتاريخ {dateTime}",
      done: "انتهى موعدكم بتاريخ {dateTime}",
      no_show: "سُجّل غيابكم عن موعدكم بتاريخ {dateTime}",
    },
    confirmed: "تم تأكيد موعدكم «{service}» بتاريخ {dateTime}. إلى اللقاء قريبًا!",
    how: {
      video: "يُعقد هذا الموعد عبر مكالمة فيديو، وسنرسل إليكم رابط الاجتماع قبل الموعد.",
      phone: "سنتصل بكم في الموعد المحدد على الرقم الذي قدّمتموه لنا.",
      videoRoom:
        "يُعقد هذا الموعد عبر مكالمة فيديو. في ساعة الموعد، افتحوا هذا الرابط في متصفّحكم أو في تطبيق Jitsi Meet: {url}",
      toAgree: "سنتصل بكم قبل الموعد لنتفق معكم على طريقة إجرائه.",
    },
    cancelled: "تم إلغاء موعدكم «{service}» بتاريخ {dateTime}. يمكنكم طلب موعد آخر عبر موقعنا.",
    other: "أصبحت حالة موعدكم بتاريخ {dateTime} الآن «{status}».",
  },
  manageLink: "لإلغاء هذا الموعد أو اختيار تاريخ آخر: {url}",
  appointmentReminder: {
    subject: "تذكير: موعدكم بتاريخ {dateTime}",
    reminder: "نذكّركم بموعدكم «{service}» بتاريخ {dateTime}. إلى اللقاء قريبًا!",
  },
  noShowFollowUp: {
    subject: "اختاروا موعدًا آخر بدل موعدكم الفائت",
    missed:
      "كنّا في انتظاركم في موعدكم «{service}» بتاريخ {dateTime}. قد يطرأ مانع على أيّ شخص: إن كنتم ما تزالون ترغبون في لقائنا، اختاروا موعدًا آخر من هنا: {url}",
    call: "تفضّلون الحديث معنا مباشرة؟ اتصلوا بنا على الرقم المذكور أسفله.",
  },
  appointmentMoved: {
    subject: "تم نقل موعدكم إلى {dateTime}",
    moved:
      "بناءً على طلبكم، تم نقل موعدكم «{service}» من {from} إلى {dateTime}. تُحيّن الدعوة المرفقة رزنامتكم.",
    movedByTeam:
      "نقل فريقنا موعدكم «{service}» من {from} إلى {dateTime}. تُحيّن الدعوة المرفقة رزنامتكم.",
  },
  ics: {
    summary: "موعد مع {brand}: {service}",
    description: "موعد مع {brand}: {service}. لأي استفسار: {phone}.",
    location: {
      video: "اجتماع بالفيديو (نرسل الرابط قبل الموعد)",
      phone: "مكالمة هاتفية من {brand}",
      office: "{brand}، مونبليزير، تونس",
    },
    videoRoom: "رابط الاجتماع بالفيديو: {url}",
  },
};
