/** The server's limits (HA's DataDictionaryConsts; sort is a smallint). */
export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 256;
export const LABEL_MAX = 50;
export const VALUE_MAX = 256;
export const SORT_MIN = -32768;
export const SORT_MAX = 32767;
