import { iqcConfigTexts } from '@sp/contracts';
import { ImportDialog } from '../../../components/crud';
import { useTexts } from '../../../locales/i18n';
import { configImportReport, configTemplateUrl, importConfigs } from './configs-api';

/** Configurations from an .xlsx (one row per item): template, all rows or none, error report. */
export function ConfigImportDialog(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const t = useTexts(iqcConfigTexts);
  return (
    <ImportDialog
      {...props}
      title={t('IqcConfig:ImportTitle')}
      hint={t('IqcConfig:ImportHelp')}
      importFile={async (file) => {
        const r = await importConfigs(file);
        return t('IqcConfig:ImportDone', r.configCount, r.created, r.replaced);
      }}
      report={configImportReport}
      template={{ url: configTemplateUrl, fileName: `${t('IqcConfig:TemplateSheet')}.xlsx` }}
      testId="iqc-import"
    />
  );
}
