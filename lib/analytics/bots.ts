import { isbot } from 'isbot';

/**
 * The crawlers worth naming on the dashboard, first match wins (so TelegramBot, whose user
 * agent says "like TwitterBot", comes before Twitterbot). `isbot` decides whether any other
 * user agent is a bot; it cannot say which one.
 */
export const NAMED_BOTS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Googlebot', /googlebot|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google/i],
  ['GoogleOther', /googleother|google-extended/i],
  ['Bingbot', /bingbot|bingpreview|msnbot|adidxbot/i],
  ['YandexBot', /yandex(bot|images|mobilebot|metrika|accessibilitybot|renderresourcesbot|\.com\/bots)/i],
  ['Applebot', /applebot/i],
  ['DuckDuckBot', /duckduckbot|duckassistbot|duckduckgo-favicons-bot/i],
  ['Baiduspider', /baiduspider/i],
  ['TelegramBot', /telegrambot/i],
  ['facebookexternalhit', /facebookexternalhit|facebookcatalog/i],
  ['Meta-ExternalAgent', /meta-external(agent|fetcher)/i],
  ['Twitterbot', /twitterbot/i],
  ['LinkedInBot', /linkedinbot/i],
  ['WhatsApp', /whatsapp/i],
  ['Slackbot', /slackbot|slack-imgproxy/i],
  ['Discordbot', /discordbot/i],
  ['Pinterestbot', /pinterest(bot)?\//i],
  ['OAI-SearchBot', /oai-searchbot/i],
  ['ChatGPT-User', /chatgpt-user/i],
  ['GPTBot', /gptbot/i],
  ['ClaudeBot', /claudebot|claude-web|claude-searchbot|claude-user|anthropic-ai/i],
  ['PerplexityBot', /perplexitybot|perplexity-user/i],
  ['Amazonbot', /amazonbot/i],
  ['Bytespider', /bytespider/i],
  ['CCBot', /ccbot/i],
  ['AhrefsBot', /ahrefs(bot|siteaudit)/i],
  ['SemrushBot', /semrush/i],
  ['MJ12bot', /mj12bot/i],
  ['DotBot', /dotbot/i],
  ['PetalBot', /petalbot/i],
  ['SeznamBot', /seznambot/i],
  ['Sogou', /sogou/i],
  ['Yeti', /yeti\/|naverbot/i],
  ['DataForSeoBot', /dataforseobot/i],
  ['UptimeRobot', /uptimerobot/i],
];

export interface BotVerdict {
  bot: boolean;
  name: string | null;
}

const PERSON: BotVerdict = { bot: false, name: null };
const UNNAMED: BotVerdict = { bot: true, name: null };

/**
 * Whether a user agent is a bot and which. A request without a user agent is a script, not a
 * person, so it counts as an unnamed bot.
 */
export function classifyUserAgent(userAgent: string | undefined): BotVerdict {
  if (!userAgent || !userAgent.trim()) return UNNAMED;
  for (const [name, pattern] of NAMED_BOTS) {
    if (pattern.test(userAgent)) return { bot: true, name };
  }
  return isbot(userAgent) ? UNNAMED : PERSON;
}

/**
 * classifyUserAgent with a small memory: traffic repeats the same few hundred user agents,
 * and isbot's pattern is the costliest step of capture.
 */
export class BotClassifier {
  private readonly seen = new Map<string, BotVerdict>();

  constructor(private readonly capacity = 2_000) {}

  classify(userAgent: string | undefined): BotVerdict {
    const key = userAgent ?? '';
    const known = this.seen.get(key);
    if (known) return known;
    const verdict = classifyUserAgent(userAgent);
    if (this.seen.size >= this.capacity) this.seen.clear();
    if (key.length <= 512) this.seen.set(key, verdict);
    return verdict;
  }
}
