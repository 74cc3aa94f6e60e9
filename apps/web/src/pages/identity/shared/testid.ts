/** `data-testid` for antd props typed without data attributes (modal buttons). */
export const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;
