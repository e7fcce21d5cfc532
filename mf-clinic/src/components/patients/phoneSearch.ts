/** A search made of digits only is a phone search: finding nobody then means "add them" (spec 2 §4). */
export const isPhoneSearch = (text: string) => /^\d+$/.test(text);
