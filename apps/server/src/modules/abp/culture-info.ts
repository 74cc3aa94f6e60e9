import { cultures, languageDisplayNames, type Culture } from '@sp/contracts';

const english: Record<Culture, string> = {
  en: 'English',
  'zh-Hans': 'Chinese (Simplified)',
  'zh-Hant': 'Chinese (Traditional)',
};

/** ABP's CurrentCultureDto, with the date patterns each culture uses. */
export function currentCultureDto(culture: Culture) {
  const zh = culture !== 'en';
  return {
    displayName: languageDisplayNames[culture],
    englishName: english[culture],
    threeLetterIsoLanguageName: zh ? 'zho' : 'eng',
    twoLetterIsoLanguageName: zh ? 'zh' : 'en',
    isRightToLeft: false,
    cultureName: culture,
    name: culture,
    nativeName: languageDisplayNames[culture],
    dateTimeFormat: zh
      ? {
          calendarAlgorithmType: 'SolarCalendar',
          dateTimeFormatLong: 'yyyy年M月d日',
          shortDatePattern: 'yyyy/M/d',
          fullDateTimePattern: 'yyyy年M月d日 H:mm:ss',
          dateSeparator: '/',
          shortTimePattern: 'H:mm',
          longTimePattern: 'H:mm:ss',
        }
      : {
          calendarAlgorithmType: 'SolarCalendar',
          dateTimeFormatLong: 'dddd, MMMM d, yyyy',
          shortDatePattern: 'M/d/yyyy',
          fullDateTimePattern: 'dddd, MMMM d, yyyy h:mm:ss tt',
          dateSeparator: '/',
          shortTimePattern: 'h:mm tt',
          longTimePattern: 'h:mm:ss tt',
        },
  };
}

export const languageInfos = cultures.map((c) => ({
  cultureName: c,
  uiCultureName: c,
  displayName: languageDisplayNames[c],
  twoLetterISOLanguageName: c === 'en' ? 'en' : 'zh',
  flagIcon: null,
}));

/** What moment/dayjs call these cultures, for clients that load date locales. */
export const languagesMap = {
  moment: [
    { name: 'zh-Hans', value: 'zh-cn' },
    { name: 'zh-Hant', value: 'zh-tw' },
  ],
  dayjs: [
    { name: 'zh-Hans', value: 'zh-cn' },
    { name: 'zh-Hant', value: 'zh-tw' },
  ],
};
