import { describe, expect, it } from 'vitest';
import { changePasswordState } from './changePasswordState';

describe('changePasswordState (000 §5 Change password)', () => {
  it('keeps the button disabled until the policy holds, the retype matches and a brand is chosen', () => {
    expect(changePasswordState({}).canSubmit).toBe(false);
    expect(changePasswordState({ password: 'short', retypePassword: 'short', brand: 'southern' }).canSubmit).toBe(
      false,
    );
    expect(changePasswordState({ password: 'Correct-Horse1', retypePassword: 'Correct-Horse1' }).canSubmit).toBe(false);
    expect(
      changePasswordState({ password: 'Correct-Horse1', retypePassword: 'Correct-Horse1', brand: 'southern' }),
    ).toMatchObject({ mismatch: false, canSubmit: true });
  });

  it("reports 'provided passwords are different' only once the retype is filled in", () => {
    expect(changePasswordState({ password: 'Correct-Horse1', retypePassword: '' }).mismatch).toBe(false);
    expect(
      changePasswordState({ password: 'Correct-Horse1', retypePassword: 'Correct-Horse2', brand: 'southern' }),
    ).toMatchObject({ mismatch: true, canSubmit: false });
  });

  it('shows the checklist live', () => {
    const failing = changePasswordState({ password: 'abc' })
      .checklist.filter((i) => !i.ok)
      .map((i) => i.rule);
    expect(failing).toEqual(['minLength', 'special', 'uppercase']);
  });
});
