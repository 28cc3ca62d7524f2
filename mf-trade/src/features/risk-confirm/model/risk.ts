/** Whether a trade of the token is confirmed first (spec 1 §4: a wallet buy or sell, any quick sell, a limit sell): a honeypot (is_pixiu not 0) or a token that is not open source. */
export function needsRiskConfirm(security: { is_pixiu: number; is_open_source: number } | undefined): boolean {
  return security !== undefined && (security.is_pixiu !== 0 || security.is_open_source !== 1);
}
