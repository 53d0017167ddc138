/** Bounds that keep one review readable and the table small (the SPEC only asks for "bounded"). */
export const TITLE_MAX = 120;
export const BODY_MAX = 5000;
export const NAME_MAX = 80;
