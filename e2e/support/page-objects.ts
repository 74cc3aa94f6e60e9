import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A list page of the web kit (components/crud/ListPage): toolbar test ids `list-filter`,
 * `list-search`, `list-reset`, `list-create`, `list-export`; the table by its test id; row buttons
 * `${action}-${row id}`; confirmations `confirm-ok`.
 */
export class ListPageObject {
  readonly table: Locator;

  constructor(
    readonly page: Page,
    readonly tableTestId: string,
  ) {
    this.table = page.getByTestId(tableTestId);
  }

  /** Types into the search box and searches. */
  async search(text: string) {
    await this.page.getByTestId('list-filter').fill(text);
    await this.page.getByTestId('list-search').click();
  }

  /** Sets a filter control (a select by its test id) to the option with this text, and searches. */
  async filter(testId: string, option: string | RegExp) {
    await this.page.getByTestId(testId).click();
    await this.page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
    await this.page.getByTestId('list-search').click();
  }

  async reset() {
    await this.page.getByTestId('list-reset').click();
  }

  async create() {
    await this.page.getByTestId('list-create').click();
  }

  /** Clicks a column header to sort by it (once ascending, twice descending). */
  async sortBy(columnTitle: string | RegExp) {
    await this.table.locator('th', { hasText: columnTitle }).click();
  }

  /** Goes to a page of the pager. */
  async goToPage(n: number) {
    await this.table.locator(`.ant-pagination-item-${n}`).click();
  }

  /** The row that shows this text (a name, a number). */
  row(text: string | RegExp): Locator {
    return this.table.locator('tbody tr', { hasText: text });
  }

  /** The rows' cells of a column, by index, as text. */
  async columnTexts(index: number): Promise<string[]> {
    return this.table.locator(`tbody tr.ant-table-row td:nth-child(${index + 1})`).allInnerTexts();
  }

  /** Clicks a row's action button (`${action}-${id}`) in the row showing `text`. */
  async rowAction(text: string | RegExp, action: string) {
    await this.row(text).locator(`[data-testid^="${action}-"]`).first().click();
  }

  /** Confirms the open confirmation dialog. */
  async confirm() {
    await this.page.getByTestId('confirm-ok').click();
  }

  /** A row action that asks first: click, confirm, wait for the success toast. */
  async confirmedRowAction(text: string | RegExp, action: string, toast: string | RegExp) {
    await this.rowAction(text, action);
    await this.confirm();
    await expect(this.page.getByText(toast).first()).toBeVisible();
  }
}

/**
 * A detail page of the web kit (components/detail/DetailPage): `…-detail?id=…`, header test ids
 * `detail-title`, `detail-status`, workflow buttons `wf-${action}-${id}`, timeline
 * `status-timeline-entry`, attachments `attachments-table` / `attachments-upload`.
 */
export class DetailPageObject {
  constructor(
    readonly page: Page,
    readonly path: string,
  ) {}

  async open(id: string) {
    await this.page.goto(`${this.path}?id=${encodeURIComponent(id)}`);
    await expect(this.page.getByTestId('detail-header')).toBeVisible();
  }

  get title() {
    return this.page.getByTestId('detail-title');
  }

  get status() {
    return this.page.getByTestId('detail-status');
  }

  /** A workflow button of the header; `comment` answers the reason dialog, else the confirmation. */
  async action(action: string, comment?: string) {
    await this.page.locator(`[data-testid^="wf-${action}-"]`).first().click();
    if (comment !== undefined) {
      await this.page.getByTestId('wf-comment').fill(comment);
      await this.page.getByTestId('wf-comment-ok').click();
    } else {
      await this.page.getByTestId('confirm-ok').click();
    }
  }

  actionButton(action: string): Locator {
    return this.page.locator(`[data-testid^="wf-${action}-"]`);
  }

  /** The timeline's entries, oldest first. */
  timelineEntries(): Locator {
    return this.page.getByTestId('status-timeline-entry');
  }

  attachmentRows(): Locator {
    return this.page.getByTestId('attachments-table').locator('tbody tr.ant-table-row');
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByTestId('attachments-upload').click();
    await (await chooser).setFiles(file);
  }
}
