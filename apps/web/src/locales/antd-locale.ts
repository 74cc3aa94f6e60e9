import type { Culture } from '@sp/contracts';
import type { Locale } from 'antd/es/locale';

/** antd and dayjs locales per interface language, loaded on demand. */
export async function loadAntdLocale(language: Culture): Promise<Locale> {
  const dayjs = (await import('dayjs')).default;
  switch (language) {
    case 'zh-Hans':
      await import('dayjs/locale/zh-cn');
      dayjs.locale('zh-cn');
      return (await import('antd/es/locale/zh_CN')).default;
    case 'zh-Hant':
      await import('dayjs/locale/zh-tw');
      dayjs.locale('zh-tw');
      return (await import('antd/es/locale/zh_TW')).default;
    default:
      dayjs.locale('en');
      return (await import('antd/es/locale/en_US')).default;
  }
}
