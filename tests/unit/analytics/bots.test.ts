import { BotClassifier, classifyUserAgent } from '@/lib/analytics/bots';

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
];

// User agents as the crawlers publish them.
const NAMED: Array<[string, string]> = [
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot'],
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Googlebot',
  ],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'Bingbot'],
  ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', 'YandexBot'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    'Applebot',
  ],
  ['DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', 'DuckDuckBot'],
  ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', 'Baiduspider'],
  ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'facebookexternalhit'],
  ['Twitterbot/1.0', 'Twitterbot'],
  ['LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)', 'LinkedInBot'],
  ['WhatsApp/2.23.20.0 A', 'WhatsApp'],
  ['TelegramBot (like TwitterBot)', 'TelegramBot'],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'GPTBot',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    'ClaudeBot',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    'PerplexityBot',
  ],
  ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', 'AhrefsBot'],
  ['Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)', 'SemrushBot'],
];

describe('bots', () => {
  it.each(BROWSERS)('treats a browser as a person: %s', (ua) => {
    expect(classifyUserAgent(ua)).toEqual({ bot: false, name: null });
  });

  it.each(NAMED)('names %s as %s', (ua, name) => {
    expect(classifyUserAgent(ua)).toEqual({ bot: true, name });
  });

  it('counts bots the table does not name, and requests without a user agent, as unnamed bots', () => {
    for (const ua of [
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Go-http-client/1.1',
      'node',
      undefined,
      '',
      '   ',
    ]) {
      expect(classifyUserAgent(ua)).toEqual({ bot: true, name: null });
    }
  });

  it('gives the same verdicts from its memory, and stays bounded', () => {
    const classifier = new BotClassifier(3);
    for (let round = 0; round < 3; round++) {
      for (const [ua, name] of NAMED) expect(classifier.classify(ua)).toEqual({ bot: true, name });
      for (const ua of BROWSERS) expect(classifier.classify(ua).bot).toBe(false);
    }
  });
});
