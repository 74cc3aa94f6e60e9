import type { ReactNode } from 'react';
import type { RowAction } from './RowActions';

/** What each action does, and optionally its label, icon or danger; by action name. */
export type AllowedActionHandlers = Record<
  string,
  ((() => void) | { onClick: () => void; label?: ReactNode; icon?: ReactNode; danger?: boolean }) | undefined
>;

/**
 * A row's buttons from the server's `allowedActions` (the workflow table the server enforces): one
 * button per allowed action that the page handles, in the server's order. An action the server does
 * not allow never shows; `label` defaults to the workflow's action text when given `actionTexts`.
 */
export function rowActionsFromAllowed(
  allowed: readonly string[] | undefined,
  handlers: AllowedActionHandlers,
  label?: (action: string) => ReactNode,
): RowAction[] {
  const actions: RowAction[] = [];
  for (const key of allowed ?? []) {
    const handler = handlers[key];
    if (!handler) continue;
    const h = typeof handler === 'function' ? { onClick: handler } : handler;
    const text = h.label ?? label?.(key);
    actions.push({
      key,
      onClick: h.onClick,
      ...(text !== undefined && { label: text }),
      ...(h.icon !== undefined && { icon: h.icon }),
      ...(h.danger !== undefined && { danger: h.danger }),
    });
  }
  return actions;
}
