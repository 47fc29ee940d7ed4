// Obvious robots, by their user agent: crawlers, link previews, monitors and scripts. Only used to
// leave them out of the summary's counts (the user agent itself is never kept). A short list on
// purpose: a robot that passes for a browser is counted, a browser is never left out by mistake.
const ROBOT =
  /bot\b|bot[/;-]|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|whatsapp|telegram|skype|discord|preview|headless|lighthouse|pagespeed|chrome-lighthouse|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|ahrefs|semrush|mj12|petalbot|yandex|baidu|bytespider|applebot|duckduck|monitor|uptime|pingdom|statuscake|feedfetcher|validator/i;

/** True for an empty user agent or one that names itself a robot. */
export function isRobot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true;
  return ROBOT.test(userAgent);
}
