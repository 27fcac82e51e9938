// The app's message lookup (decision 023): namespaces of nested JSON messages per language, loaded on demand, with the
// fallback language behind every key, plural forms by the language's rules (`key_one`, `key_other`, and `key_zero` for a
// count of 0 where a language has one) and `{{name}}` values. It reads the same message files and keys as i18next's
// JSON format (v4), and does only what the portal's messages use, in about a tenth of i18next's code.

export type Messages = { [key: string]: unknown };
/** What a message call can say besides its key. */
export type TOptions = {
  /** Picks the plural form (and is a value of the message too). */
  count?: number;
  /** The text when no language has the key (its values are filled in too). */
  defaultValue?: string;
  /** The namespace(s) to look in, instead of the caller's. */
  ns?: string | readonly string[];
  /** The language, instead of the current one. */
  lng?: string;
  /** The message as written, its `{{values}}` not filled in (`<Trans>` fills them after reading its tags). */
  raw?: boolean;
  [value: string]: unknown;
};
// The type parameter names the caller's namespace, as i18next's TFunction does; keys are plain strings here.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type TFunction<Ns extends string | readonly string[] = string> = (key: string, options?: TOptions) => string;

type Loader = (lng: string, ns: string) => Promise<Messages> | undefined;
type Event = 'languageChanged';

export type TranslatorOptions = {
  /** The language the app starts in. */
  lng: string;
  /** Where a key missing in the language is looked up: every namespace in use is loaded in it too. */
  fallbackLng: string;
  /** The namespace of a call that names none. */
  defaultNS: string;
  /** Messages at hand from the start: language → namespace → messages. */
  resources?: Record<string, Record<string, Messages>>;
  /** Loads a namespace of a language that is not at hand (undefined: there is no such file; its keys fall back). */
  load?: Loader;
  /** Every namespace there is: `ns:key` names one of these (any other colon is part of the key). */
  namespaces?: readonly string[];
};

const INTERPOLATION = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** What a dotted path names in a tree: the key itself where there is one, else one level per dot. */
function at(tree: Record<string, unknown>, path: string): unknown {
  if (path in tree) return tree[path];
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  const found = messages ? at(messages, key) : undefined;
  return typeof found === 'string' ? found : undefined;
}

/** Fills `{{name}}` (and `{{a.b}}`) with the call's values; a value not given leaves nothing. Not escaped: React escapes. */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (_match, name: string) => {
    const value = values ? at(values, name) : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  language: string;
  readonly options: TranslatorOptions;
  private readonly store: Record<string, Record<string, Messages>> = {};
  /** Loads under way or done, by `lng|ns`: a namespace is asked for once. */
  private readonly loads = new Map<string, Promise<void>>();
  private readonly listeners = new Map<Event, Set<(lng: string) => void>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor(options: TranslatorOptions) {
    this.options = options;
    this.language = options.lng;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, messages] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, messages);
    }
  }

  /** The language whose messages are shown (the current one: every language offered has its files). */
  get resolvedLanguage(): string {
    return this.language;
  }

  on(event: Event, listener: (lng: string) => void): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: Event, listener: (lng: string) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: Event, lng: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(lng);
  }

  addResourceBundle(lng: string, ns: string, messages: Messages): void {
    (this.store[lng] ??= {})[ns] = messages;
    this.loads.set(`${lng}|${ns}`, Promise.resolve());
  }

  /** Whether every namespace is in, in the language and in the fallback language. */
  hasLoadedNamespaces(ns: string | readonly string[], lng = this.language): boolean {
    return this.languagesOf(lng).every((code) => toList(ns).every((name) => this.store[code]?.[name] !== undefined));
  }

  private languagesOf(lng: string): string[] {
    return lng === this.options.fallbackLng ? [lng] : [lng, this.options.fallbackLng];
  }

  private loadOne(lng: string, ns: string): Promise<void> {
    const id = `${lng}|${ns}`;
    let load = this.loads.get(id);
    if (!load) {
      const pending = this.options.load?.(lng, ns);
      // A namespace that failed to load shows its keys (or the fallback's text), and is asked for again next time.
      load = (pending ?? Promise.resolve({})).then(
        (messages) => {
          (this.store[lng] ??= {})[ns] = messages;
        },
        () => {
          this.loads.delete(id);
          (this.store[lng] ??= {})[ns] ??= {};
        },
      );
      this.loads.set(id, load);
    }
    return load;
  }

  /** Loads namespaces in the current language and the fallback language; never rejects. */
  loadNamespaces(ns: string | readonly string[], lng = this.language): Promise<void> {
    return Promise.all(this.languagesOf(lng).flatMap((code) => toList(ns).map((name) => this.loadOne(code, name)))).then(() => undefined);
  }

  /** Switches language once the namespaces in use are in it (nothing shows half in one language, half in another). */
  async changeLanguage(lng: string): Promise<void> {
    const inUse = new Set<string>();
    for (const namespaces of Object.values(this.store)) for (const ns of Object.keys(namespaces)) inUse.add(ns);
    await this.loadNamespaces([...inUse], lng);
    if (lng === this.language) return;
    this.language = lng;
    this.emit('languageChanged', lng);
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) this.plurals.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules;
  }

  /** The message of a key, looked up in each namespace in turn, in the language then the fallback language. */
  t(key: string, options?: TOptions, defaults?: { ns: string | readonly string[]; lng?: string }): string {
    let namespaces = toList(options?.ns ?? defaults?.ns ?? this.options.defaultNS);
    let name = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      const ns = key.slice(0, colon);
      if (this.isNamespace(ns)) {
        namespaces = [ns];
        name = key.slice(colon + 1);
      }
    }
    const lng = options?.lng ?? defaults?.lng ?? this.language;
    const count = options?.count;
    const candidates = (code: string): string[] => {
      if (typeof count !== 'number') return [name];
      const forms = [`${name}_${this.pluralRules(code).select(count)}`, name];
      return count === 0 ? [`${name}_zero`, ...forms] : forms;
    };
    for (const ns of namespaces) {
      for (const code of this.languagesOf(lng)) {
        for (const candidate of candidates(code)) {
          const found = lookup(this.store[code]?.[ns], candidate);
          if (found !== undefined) return options?.raw ? found : interpolate(found, options);
        }
      }
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : name;
  }

  private isNamespace(ns: string): boolean {
    return this.options.namespaces?.includes(ns) || Object.values(this.store).some((namespaces) => ns in namespaces);
  }

  /** A message function bound to namespaces (and a language, or the current one at each call). */
  getFixedT(lng: string | null, ns: string | readonly string[]): TFunction {
    return (key, options) => this.t(key, options, { ns, lng: lng ?? undefined });
  }
}

function toList(ns: string | readonly string[]): readonly string[] {
  return typeof ns === 'string' ? [ns] : ns;
}
