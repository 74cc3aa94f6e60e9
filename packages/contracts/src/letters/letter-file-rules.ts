/** Placeholder: the owner of this part fills it in. */
export {};
