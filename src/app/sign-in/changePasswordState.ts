import { passwordPolicy, type PasswordPolicyResult } from '../../domain/passwordPolicy';

export interface ChangePasswordState {
  checklist: PasswordPolicyResult['checklist'];
  /** The retype is filled in and differs: 'provided passwords are different' (000 §5). */
  mismatch: boolean;
  /** 000 §5: the button stays disabled until the form is valid and a brand is chosen. */
  canSubmit: boolean;
}

export function changePasswordState(
  values: { password?: unknown; retypePassword?: unknown; brand?: unknown },
  minLength?: number,
): ChangePasswordState {
  const password = typeof values.password === 'string' ? values.password : '';
  const retype = typeof values.retypePassword === 'string' ? values.retypePassword : '';
  const policy = passwordPolicy({ password, retype, minLength });
  const brand = typeof values.brand === 'string' && values.brand !== '';
  return {
    checklist: policy.checklist,
    mismatch: retype !== '' && !policy.retypeMatches,
    canSubmit: policy.valid && brand,
  };
}
