// 000 §8 Staff users: add user code 1001 INVALID_EMAIL_DOMAIN — a new staff e-mail must be on one of the brand's staff domains.

/**
 * `domains` come from the brand's config.staffEmailDomains; `{brand}` in a domain stands for the brand id, so one
 * default serves every brand of the sandbox. The domain is matched whole and case-insensitively (no subdomains).
 * @example isAllowedStaffEmail('ann@southern.example', ['{brand}.example'], 'southern') // true
 */
export function isAllowedStaffEmail(email: string, domains: readonly string[], brand: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((d) => d.replaceAll('{brand}', brand).toLowerCase() === domain);
}
