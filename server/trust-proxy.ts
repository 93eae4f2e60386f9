// What TRUST_PROXY means for the client address every per-IP rate limit counts, in words for
// the start-up log: set it wrong and either every visitor shares the proxy's one address (and
// one budget), or anyone can pick their own address with a forged X-Forwarded-For.
export function describeTrustProxy(hops: number) {
  if (hops === 0) {
    return 'TRUST_PROXY=0: not behind a proxy, the socket address is the client IP (X-Forwarded-For is ignored). Behind a reverse proxy, set TRUST_PROXY to the number of proxies, or every visitor shares the proxy\'s address and its rate limits.'
  }
  const hop = hops === 1 ? 'last' : `${ordinal(hops)} from last`
  return `TRUST_PROXY=${hops}: behind ${hops} ${hops === 1 ? 'proxy' : 'proxies'}, the client IP is taken from the ${hop} X-Forwarded-For entry. Only set this when every request passes through those proxies, or clients can choose their own address.`
}

function ordinal(n: number) {
  const suffix = n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'
  return `${n}${suffix}`
}
