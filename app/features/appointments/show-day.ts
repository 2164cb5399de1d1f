/**
 * The field of the slot picker's «Voir ce jour» button without JavaScript:
 * it posts the form back with the next open day's slots, that day chosen.
 */
export const SHOW_DAY_FIELD = "show_day";
