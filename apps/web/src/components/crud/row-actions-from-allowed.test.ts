import { describe, expect, it } from 'vitest';
import { rowActionsFromAllowed } from './row-actions-from-allowed';

describe('row buttons from allowedActions', () => {
  const noop = () => undefined;

  it('shows exactly the allowed actions the page handles, in the server order', () => {
    const actions = rowActionsFromAllowed(['revoke', 'delete', 'archive'], {
      edit: noop,
      delete: noop,
      revoke: { onClick: noop, label: 'Take back', danger: true },
    });
    expect(actions.map((a) => [a.key, a.label, a.danger])).toEqual([
      ['revoke', 'Take back', true],
      ['delete', undefined, undefined],
    ]);
  });

  it('labels from the workflow texts and shows nothing without allowedActions', () => {
    expect(rowActionsFromAllowed(['publish'], { publish: noop }, (a) => `Action:${a}`)[0]!.label).toBe(
      'Action:publish',
    );
    expect(rowActionsFromAllowed(undefined, { publish: noop })).toEqual([]);
  });
});
