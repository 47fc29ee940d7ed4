/** Google Ads tag, only when an id is configured. The inline part carries the CSP nonce. */
export function AdsTag({ adsId, nonce }: { adsId: string; nonce: string }) {
  const id = JSON.stringify(adsId).replace(/</g, '\\u003c');
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adsId)}`} />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${id});`,
        }}
      />
    </>
  );
}
