/** The Chinese name in zh-HK when there is one, else the English name. */
export function localName(named: { name: string; nameZh: string | null }, language: string): string {
  return (language === 'zh-HK' && named.nameZh) || named.name;
}
