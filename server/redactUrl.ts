// The spec puts secrets in two URLs (000 §7): the refresh token in the logout path and the reset token in
// `?token=`. Request URLs go to the server log, so these are masked there like the audit trail masks them.

/**
 * @example redactUrl('/api/customers/auth/abc?x=1') // '/api/customers/auth/***?x=1'
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/customers\/auth\/)(?!refresh(?:[/?#]|$))[^/?#]+/, '$1***')
    .replace(/([?&]token=)[^&#]*/gi, '$1***');
}
