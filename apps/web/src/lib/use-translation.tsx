// React's side of the app's messages (lib/translator.ts, decision 023): `useTranslation(ns)` gives a component its
// message function, suspends it until its namespaces are in (in the current and the fallback language) and renders it
// again when the language changes; `<Trans>` renders a message whose named tags (`<mail>…</mail>`) become the elements
// given for them.
import { cloneElement, Fragment, type ReactElement, type ReactNode, useMemo, useSyncExternalStore } from 'react';
import i18n from './i18n';
import { interpolate, type TFunction, type TOptions } from './translator';

export type { TFunction, TOptions } from './translator';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
const currentLanguage = () => i18n.language;

/** The message function of one or more namespaces (a key is looked up in each in turn), and the message store. */
export function useTranslation(ns: string | readonly string[] = i18n.options.defaultNS) {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const nsKey = typeof ns === 'string' ? ns : ns.join(' ');
  // One function per language and namespaces: components that depend on `t` run again when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(lng, ns), [lng, nsKey]);
  // Suspense: the component renders once its messages are in (a load that fails shows the fallback's text or the keys).
  if (!i18n.hasLoadedNamespaces(ns, lng)) throw i18n.loadNamespaces(ns, lng);
  return { t, i18n, ready: true as const };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A message's text with its tags as elements: `<name>inner</name>` is `components[name]` with the inner text (itself
 * read for tags) as its children, `<name/>` the element as it is; a tag with no element given shows its inner text.
 * Values fill the text only after the tags are read, so a value (an organisation's e-mail) can never make a tag.
 */
function render(template: string, components: Record<string, ReactElement>, values: TOptions | undefined): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, name, inner, selfClosing] = match;
    if (match.index > last) nodes.push(interpolate(template.slice(last, match.index), values));
    const element = components[(name ?? selfClosing)!];
    const children = inner === undefined ? undefined : render(inner, components, values);
    const key = nodes.length;
    if (!element) nodes.push(<Fragment key={key}>{children}</Fragment>);
    else nodes.push(children === undefined ? cloneElement(element, { key }) : cloneElement(element, { key }, ...children));
    last = match.index + whole.length;
  }
  if (last < template.length) nodes.push(interpolate(template.slice(last), values));
  return nodes;
}

export function Trans({
  i18nKey,
  t,
  ns,
  values,
  count,
  components = {},
}: {
  i18nKey: string;
  /** The message function of the caller's namespace (else `ns`, else the default namespace). */
  t?: TFunction;
  ns?: string;
  values?: TOptions;
  count?: number;
  components?: Record<string, ReactElement> | readonly ReactElement[];
}) {
  const own = useTranslation(ns).t;
  const translate = t ?? own;
  const template = translate(i18nKey, { count, raw: true });
  const all = { ...values, ...(count === undefined ? {} : { count }) };
  return <>{render(template, { ...components } as Record<string, ReactElement>, all)}</>;
}
