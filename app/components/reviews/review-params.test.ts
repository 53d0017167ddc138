import { describe, expect, it } from 'vitest';
import { dialogParam, readDialogParam, withoutDialog } from './review-params';

describe('the review dialog in the URL', () => {
  it('reads back what it writes', () => {
    for (const request of [{ kind: 'new' }, { kind: 'edit', id: 12 }, { kind: 'delete', id: 7 }] as const) {
      expect(readDialogParam(dialogParam(request))).toEqual(request);
    }
  });

  it('opens nothing for anything else', () => {
    for (const value of [null, '', 'edit', 'edit-0', 'edit-x', 'delete-12abc', 'remove-3', 'edit-01', `edit-${'9'.repeat(17)}`]) {
      expect(readDialogParam(value)).toBeNull();
    }
  });

  it('leaves the rest of the query (the variant, the reviews shown) as it was', () => {
    const params = new URLSearchParams('Color=Black&review=edit-3&reviews=6');
    expect(withoutDialog(params).toString()).toBe('Color=Black&reviews=6');
    expect(params.get('review')).toBe('edit-3');
  });
});
