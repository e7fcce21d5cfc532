// The birth date dialog and its solar/lunar conversion (lunar-javascript), a shared entry of its own
// so only pages that pick a birth date download the lunar calendar tables.
export {};
