/**
 * Public mailbox providers. No company may claim these as its domain: two strangers with gmail.com
 * addresses are not colleagues. Country variants of the big providers are included; a provider
 * missing here only means its first verified user's company claims it, which an administrator of
 * the platform can undo.
 */
const FREE_MAIL_DOMAINS = new Set(
  `gmail.com googlemail.com
outlook.com outlook.fr outlook.de outlook.es outlook.it outlook.co.uk outlook.jp outlook.com.br
hotmail.com hotmail.co.uk hotmail.fr hotmail.de hotmail.es hotmail.it hotmail.nl hotmail.be hotmail.ca hotmail.com.br hotmail.co.jp
live.com live.co.uk live.fr live.de live.nl live.it live.ca live.com.au msn.com passport.com
yahoo.com yahoo.co.uk yahoo.fr yahoo.de yahoo.es yahoo.it yahoo.ca yahoo.com.au yahoo.co.in yahoo.co.jp yahoo.com.br ymail.com rocketmail.com
icloud.com me.com mac.com aol.com aol.co.uk aim.com
proton.me protonmail.com protonmail.ch pm.me tutanota.com tutanota.de tuta.io
gmx.com gmx.de gmx.net gmx.at gmx.ch gmx.fr web.de freenet.de t-online.de arcor.de posteo.de mailbox.org
mail.com email.com usa.com zoho.com zohomail.com fastmail.com fastmail.fm hey.com hushmail.com
yandex.com yandex.ru ya.ru mail.ru inbox.ru list.ru bk.ru rambler.ru
qq.com 163.com 126.com yeah.net sina.com sohu.com aliyun.com naver.com daum.net hanmail.net
orange.fr wanadoo.fr free.fr laposte.net sfr.fr neuf.fr bbox.fr
libero.it virgilio.it tiscali.it alice.it tin.it
comcast.net verizon.net att.net sbcglobal.net bellsouth.net cox.net charter.net earthlink.net optonline.net
btinternet.com sky.com virginmedia.com talktalk.net ntlworld.com
shaw.ca rogers.com sympatico.ca telus.net bigpond.com optusnet.com.au
uol.com.br bol.com.br terra.com.br ig.com.br rediffmail.com seznam.cz wp.pl o2.pl interia.pl onet.pl
ziggo.nl kpnmail.nl home.nl planet.nl telenet.be skynet.be bluewin.ch sunrise.ch
mailinator.com guerrillamail.com 10minutemail.com temp-mail.org yopmail.com`.split(/\s+/),
);

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}
