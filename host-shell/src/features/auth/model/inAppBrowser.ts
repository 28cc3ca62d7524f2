/**
 * Google refuses OAuth inside apps' embedded browsers (disallowed_useragent), so a Google sign-in
 * there shows the instructions modal instead (spec 1 §2). Recognised by the user agent marks the
 * common apps add: Facebook, Messenger, Instagram, LINE, X/Twitter, WeChat, TikTok, Snapchat,
 * Pinterest, LinkedIn, Telegram, and Android's WebView ("; wv)").
 */
const IN_APP_MARKS = /FBAN|FBAV|FB_IAB|FBIOS|Messenger|Instagram|\bLine\/|Twitter|MicroMessenger|musical_ly|BytedanceWebview|TikTok|Snapchat|Pinterest|LinkedInApp|Telegram|; wv\)/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_MARKS.test(userAgent);
}
