/**
 * Hostile requests derived from a ts-rest contract: every route is found by walking the router,
 * valid values come from the route's zod schemas, and hostile values are mixed into its path,
 * query string, body and headers. Generation is seeded (fast-check), so a run is reproducible.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import { ContractPlainTypeRuntimeSymbol, isAppRoute, isZodType, type AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import { ZodFirstPartyTypeKind, type ZodTypeAny } from 'zod';
import { pngDeclaring, pngImage } from './api-helpers';

// --- routes of the contract ----------------------------------------------------------------

type HttpMethod = AppRoute['method'];

export interface ContractRoute {
  /** The route's key path in the contract, e.g. `users.changeRole`. */
  name: string;
  method: HttpMethod;
  /** With `:params`, as in the contract (prefix included). */
  path: string;
  pathParamNames: string[];
  pathParams: ZodTypeAny | undefined;
  query: ZodTypeAny | undefined;
  /** A zod schema of a JSON body, `none` for routes without one, `opaque` for a `c.type<…>()` body. */
  body: ZodTypeAny | 'none' | 'opaque';
  multipart: boolean;
}

/** Every route of a (nested) ts-rest router. */
export function contractRoutes(router: object, keys: string[] = []): ContractRoute[] {
  return Object.entries(router).flatMap(([key, value]: [string, unknown]) => {
    if (isAppRoute(value as AppRoute)) return [toContractRoute([...keys, key].join('.'), value as AppRoute)];
    return typeof value === 'object' && value !== null ? contractRoutes(value, [...keys, key]) : [];
  });
}

function toContractRoute(name: string, route: AppRoute): ContractRoute {
  const body: unknown = 'body' in route ? route.body : undefined;
  return {
    name,
    method: route.method,
    path: route.path,
    pathParamNames: [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
    pathParams: isZodType(route.pathParams) ? route.pathParams : undefined,
    query: isZodType(route.query) ? route.query : undefined,
    body: isZodType(body) ? body : body === ContractPlainTypeRuntimeSymbol ? 'opaque' : 'none',
    multipart: 'contentType' in route && route.contentType === 'multipart/form-data',
  };
}

export const routeLabel = (route: ContractRoute) => `${route.method} ${route.path}`;

// --- seeded randomness ---------------------------------------------------------------------

export interface Random {
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  ipv4(): string;
  uuid(): string;
  /** Any code points (control characters included). */
  text(maxLength: number): string;
}

export function seededRandom(seed: number): Random {
  const [generate] = fc.sample(fc.gen(), { seed, numRuns: 1 });
  if (!generate) throw new Error('fast-check gave no generator');
  // The generator caches one arbitrary per distinct set of arguments: keep the arguments fixed.
  const fraction = () => generate(fc.integer, { min: 0, max: 0x7fffffff }) / 0x80000000;
  const int = (min: number, max: number) => min + Math.floor(fraction() * (max - min + 1));
  return {
    int,
    pick: <T>(list: readonly T[]) => {
      if (!list.length) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)] as T;
    },
    chance: (probability) => fraction() < probability,
    ipv4: () => generate(fc.ipV4),
    uuid: () => generate(fc.uuid),
    text: (maxLength) => String.fromCodePoint(...Array.from({ length: int(0, maxLength) }, () => codePoint(int))),
  };
}

/** Code point ranges to draw from: control characters, ASCII, Latin-1, the rest of the BMP but surrogates, astral planes. */
const CODE_POINT_RANGES: [number, number][] = [
  [0x00, 0x1f],
  [0x20, 0x7f],
  [0x80, 0xff],
  [0x100, 0xd7ff],
  [0xe000, 0xffff],
  [0x10000, 0x10ffff],
];

function codePoint(int: (min: number, max: number) => number): number {
  const [low, high] = CODE_POINT_RANGES[int(0, CODE_POINT_RANGES.length - 1)]!;
  return int(low, high);
}

// --- valid values, from the schemas ---------------------------------------------------------

/**
 * Values seen in the answers (ids, addresses, tokens in links): candidates that let requests
 * reach past "not found" to the real handlers.
 */
export class ValuePool {
  private readonly seen: unknown[] = [];
  private readonly known = new Set<unknown>();
  private readonly excluded = new Set<unknown>();

  add(value: unknown): void {
    if (this.known.has(value) || this.excluded.has(value)) return;
    this.known.add(value);
    this.seen.push(value);
    if (this.seen.length > 400) this.known.delete(this.seen.shift());
  }

  /** Values never to offer, e.g. the ids of the fuzzing callers themselves (as numbers and as text). */
  exclude(value: unknown): void {
    this.excluded.add(value);
    this.excluded.add(String(value));
  }

  excludes(value: unknown): boolean {
    return this.excluded.has(value);
  }

  /** Strings and whole numbers anywhere in a JSON answer; links are split into their pieces. */
  harvest(body: unknown): void {
    if (typeof body === 'string' && body.length <= 300) {
      this.add(body);
      for (const piece of body.split(/[/?#=&]/)) if (piece.length >= 3) this.add(piece);
    } else if (typeof body === 'number' && Number.isInteger(body)) this.add(body);
    else if (Array.isArray(body)) body.forEach((item) => this.harvest(item));
    else if (body && typeof body === 'object') Object.values(body).forEach((item) => this.harvest(item));
  }

  sample(random: Random, count: number): unknown[] {
    if (!this.seen.length) return [];
    return Array.from({ length: count }, () => random.pick(this.seen));
  }
}

function freshCandidates(random: Random): unknown[] {
  const suffix = random.int(0, 999_999_999);
  const token = Buffer.from(random.uuid().replaceAll('-', '') + random.uuid().replaceAll('-', ''), 'hex').toString('base64url');
  return [
    `fz_${suffix}`,
    `fz${suffix}@example.com`,
    // Random, so a fuzzed sign-in never matches an account's real password.
    `Fz${suffix}pass`,
    'AB',
    '#A1B2C3',
    '2024-05-01',
    '2024-05-01T10:30:00.000Z',
    random.uuid(),
    token,
    '1',
    '2',
    1,
    2,
    5,
    true,
    false,
    null,
  ];
}

/** Which optional fields a valid value has: some at random, none, or all. */
type Presence = 'random' | 'minimal' | 'complete';

const typeName = (schema: ZodTypeAny): string => (schema._def as { typeName?: string }).typeName ?? '';

/** A value the schema accepts (or close to it), built from its structure and the pool. */
function validValue(schema: ZodTypeAny, random: Random, pool: ValuePool, presence: Presence = 'random'): unknown {
  const def = schema._def as Record<string, unknown>;
  const inner = () => validValue(def.innerType as ZodTypeAny, random, pool, presence);
  const omitted = (probability: number) => presence === 'minimal' || (presence === 'random' && random.chance(probability));
  switch (typeName(schema)) {
    case ZodFirstPartyTypeKind.ZodObject:
      return validObject(schema, random, pool, presence);
    case ZodFirstPartyTypeKind.ZodArray:
      return validArray(def, random, pool, presence);
    case ZodFirstPartyTypeKind.ZodOptional:
      return omitted(0.2) ? undefined : inner();
    case ZodFirstPartyTypeKind.ZodDefault:
      return omitted(0.3) ? undefined : inner();
    case ZodFirstPartyTypeKind.ZodNullable:
      return presence === 'random' && random.chance(0.15) ? null : inner();
    case ZodFirstPartyTypeKind.ZodEnum:
      return random.pick(def.values as string[]);
    case ZodFirstPartyTypeKind.ZodNativeEnum:
      return random.pick(Object.values(def.values as object));
    case ZodFirstPartyTypeKind.ZodLiteral:
      return def.value;
    case ZodFirstPartyTypeKind.ZodBoolean:
      return random.chance(0.5);
    case ZodFirstPartyTypeKind.ZodEffects: {
      const source = def.schema as ZodTypeAny;
      const structured = [ZodFirstPartyTypeKind.ZodObject, ZodFirstPartyTypeKind.ZodArray].includes(typeName(source) as ZodFirstPartyTypeKind);
      return structured ? validValue(source, random, pool, presence) : validLeaf(schema, random, pool);
    }
    default:
      return validLeaf(schema, random, pool);
  }
}

function validObject(schema: ZodTypeAny, random: Random, pool: ValuePool, presence: Presence): Record<string, unknown> {
  const entries = Object.entries(shapeOf(schema)).map(([key, field]) => [key, validValue(field, random, pool, presence)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

function validArray(def: Record<string, unknown>, random: Random, pool: ValuePool, presence: Presence): unknown[] {
  const min = (def.minLength as { value: number } | null)?.value ?? 0;
  const max = (def.maxLength as { value: number } | null)?.value ?? 3;
  const length = random.int(Math.max(1, min), Math.max(1, Math.min(3, max)));
  return Array.from({ length }, () => validValue(def.type as ZodTypeAny, random, pool, presence));
}

/**
 * Per schema, which of the fresh candidates it refuses: they differ from call to call only in their
 * random digits, and parsing the refused ones again (each refusal builds ZodErrors) was most of the
 * fuzz's own time.
 */
const refusedFresh = new WeakMap<ZodTypeAny, boolean[]>();

/** Strings, numbers, unions, pipelines, refinements: the candidates that the schema accepts. */
function validLeaf(schema: ZodTypeAny, random: Random, pool: ValuePool): unknown {
  const fresh = freshCandidates(random);
  const refused = refusedFresh.get(schema) ?? fresh.map((candidate) => !schema.safeParse(candidate).success);
  refusedFresh.set(schema, refused);
  const candidates = [...fresh.filter((_candidate, index) => !refused[index]), ...pool.sample(random, 12)].filter((candidate) => !pool.excludes(candidate));
  const accepted = candidates.filter((candidate) => schema.safeParse(candidate).success);
  if (accepted.length) return random.pick(accepted);
  const options = (schema._def as { options?: ZodTypeAny[] }).options;
  if (typeName(schema) === ZodFirstPartyTypeKind.ZodUnion && options?.length) return validValue(random.pick(options), random, pool);
  return 'x';
}

/** The shape of a value: letters and digits folded, so that `fz_12` and `ab_3` look alike and an address does not. */
const shapeSignature = (value: unknown) => (typeof value === 'string' ? value.replace(/[A-Za-z]+/g, 'a').replace(/\d+/g, '0') : typeof value);

/** Up to `count` valid values of different shapes (a name, an e-mail address, a date…), for a field's schema. */
function diverseValidValues(schema: ZodTypeAny, random: Random, count: number): unknown[] {
  const byShape = new Map<string, unknown>();
  for (const candidate of freshCandidates(random)) {
    const shape = shapeSignature(candidate);
    if (!byShape.has(shape) && schema.safeParse(candidate).success) byShape.set(shape, candidate);
  }
  return [...byShape.values()].slice(0, count);
}

/** A schema without its optional, default, nullable and effects wrappers. */
function unwrapped(schema: ZodTypeAny): ZodTypeAny {
  const def = schema._def as Record<string, unknown>;
  const inner = (def.innerType ?? def.schema) as ZodTypeAny | undefined;
  return inner && typeName(schema) !== ZodFirstPartyTypeKind.ZodPipeline ? unwrapped(inner) : schema;
}

/** The fields of an object schema, seen through optional, effects and the like. */
function shapeOf(schema: ZodTypeAny): Record<string, ZodTypeAny> {
  const object = unwrapped(schema);
  return typeName(object) === ZodFirstPartyTypeKind.ZodObject ? (object as unknown as { shape: Record<string, ZodTypeAny> }).shape : {};
}

/** The schema of the value at a JSON path (field names and array indexes), when it can be told. */
function schemaAt(schema: ZodTypeAny | undefined, path: (string | number)[]): ZodTypeAny | undefined {
  return path.reduce<ZodTypeAny | undefined>((current, key) => {
    if (!current) return undefined;
    // Own fields only: `__proto__` or `constructor` would otherwise find Object's.
    if (typeof key === 'string') return Object.hasOwn(shapeOf(current), key) ? shapeOf(current)[key] : undefined;
    const array = unwrapped(current);
    return typeName(array) === ZodFirstPartyTypeKind.ZodArray ? ((array._def as { type: ZodTypeAny }).type) : undefined;
  }, schema);
}

// --- hostile values --------------------------------------------------------------------------

const EXTREME_DATES = [
  '0000-01-01',
  '10000-01-01',
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-20',
  '-271821-04-20T00:00:00.000Z',
  '1970-13-45',
  '2024-02-30',
  '2024-01-01T25:61:61Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59.999-12:00',
  '-000001-01-01',
  '+010000-01-01',
];

const NUMBER_LIKE_TEXTS = ['0b11', '0x10', '0o17', '1e3', '5.', '.5', '-0', '+7', ' 7', '007', '1_000', '9999999999999', '2147483648', '9007199254740993', 'NaN', 'Infinity', '-Infinity', '1e400', '0', '-1'];

const CONTROL_CHARACTERS = ['\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\r\n', '\t'];

const ODD_UNICODE = ['\ud800', '\udfff', '\u202e', '\u200b', '\ufeff', '\uffff', '\u0301', 'İ', 'ß', '🦄', '\u2028'];

const METACHARACTERS = ["'", '"', '%', '_', '\\', "' OR '1'='1", '%_%', '$1', '../', '<script>', '{{7*7}}', ';--'];

const MALFORMED_PERCENT_ENCODINGS = ['%zz', '%E0%A4%A', '%', '%%', '%u0041', '%C0%AF', '%ED%A0%80', '%FF', '%0', '%%30'];

const HUGE_NUMBERS = ['1e400', '-1e400', '1e308', '123456789012345678901234567890', '9007199254740993', '2147483648', '-2147483649', '-0', '0.0000001', '1.5'];

function insertAt(text: string, inserted: string, random: Random): string {
  const index = random.int(0, text.length);
  return text.slice(0, index) + inserted + text.slice(index);
}

/**
 * Replaces a letter or digit, keeping the length and the punctuation (the `@` of an address, the
 * `-` of a date), so that the value still passes its rules and the NUL reaches the handler.
 */
function replaceOneCharacter(text: string, replacement: string, random: Random): string {
  const letters = text.split('').flatMap((char, index) => (/[A-Za-z0-9]/.test(char) ? [index] : []));
  if (!letters.length) return replacement + text.slice(1);
  const index = random.pick(letters);
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

/** A hostile text made from a valid one. */
interface TextKind {
  label: string;
  make(valid: string, random: Random): string;
}

const textKind = (label: string, make: TextKind['make']): TextKind => ({ label, make });

/** The kinds every field gets in the systematic pass. */
const CORE_TEXT_KINDS: TextKind[] = [
  textKind('NUL in place of a character of a valid value', (valid, random) => replaceOneCharacter(valid, '\u0000', random)),
  textKind('NUL inserted into a valid value', (valid, random) => insertAt(valid, '\u0000', random)),
  textKind('control character inside a valid value', (valid, random) => insertAt(valid, random.pick(CONTROL_CHARACTERS), random)),
  textKind('odd Unicode inside a valid value', (valid, random) => insertAt(valid, random.pick(ODD_UNICODE), random)),
  textKind('metacharacters after a valid value', (valid, random) => valid + random.pick(METACHARACTERS)),
  textKind('empty', () => ''),
];

const MORE_TEXT_KINDS: TextKind[] = [
  textKind('random text', (_valid, random) => random.text(40)),
  textKind('whitespace only', (_valid, random) => random.pick([' ', '\t', '\n', ' \u00a0 '])),
];

const extremeDate = (date: string) => textKind(`extreme date ${date}`, () => date);
const numberLike = (text: string) => textKind(`number-like ${JSON.stringify(text)}`, () => text);

/** What a field holds, told by what its schema accepts: a date, a number, or anything else. */
type FieldKind = 'date' | 'number' | 'other';

function fieldKind(field: ZodTypeAny | undefined): FieldKind {
  const accepts = (value: unknown) => !!field && field.safeParse(value).success;
  // A field that takes plain words (a name, a password) is no date or number, whatever else it takes.
  if (!field || accepts('x') || accepts('abcdefghij')) return 'other';
  if (accepts('2024-05-01')) return 'date';
  return accepts('1') || accepts(1) ? 'number' : 'other';
}

/** Every extreme date where a date goes, one at random anywhere else; number-like texts alike. */
function dateAndNumberKinds(random: Random, kind: FieldKind): TextKind[] {
  const dates = kind === 'date' ? EXTREME_DATES : [random.pick(EXTREME_DATES)];
  const numbers = kind === 'number' ? NUMBER_LIKE_TEXTS : [random.pick(NUMBER_LIKE_TEXTS)];
  return [...dates.map(extremeDate), ...numbers.map(numberLike)];
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncode(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A hostile path segment or query value, already written for the URL. */
interface UrlKind {
  label: string;
  encode(valid: string, random: Random): string;
}

const encodedText = (kind: TextKind): UrlKind => ({ label: kind.label, encode: (valid, random) => percentEncode(kind.make(valid, random)) });

const MALFORMED_URL_KINDS: UrlKind[] = [
  { label: 'malformed percent-encoding', encode: (_valid, random) => random.pick(MALFORMED_PERCENT_ENCODINGS) },
  { label: 'malformed percent-encoding inside a valid value', encode: (valid, random) => percentEncode(valid) + random.pick(MALFORMED_PERCENT_ENCODINGS) },
  // Node answers a request line over 16 kB with its own 431 (not the app's): stay under it.
  { label: 'long string (6 kB)', encode: (valid) => percentEncode(valid) + 'x'.repeat(6_000) },
];

function urlKinds(random: Random, kind: FieldKind): UrlKind[] {
  return [...[...CORE_TEXT_KINDS, ...dateAndNumberKinds(random, kind)].map(encodedText), ...MALFORMED_URL_KINDS];
}

/** Marks JSON text written as is (numbers beyond double precision, very deep nesting). */
class RawJson {
  constructor(readonly text: string) {}
}

function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value).filter(([, member]) => member !== undefined);
    return `{${members.map(([key, member]) => `${JSON.stringify(key)}:${jsonText(member)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function deepNesting(random: Random): RawJson {
  const depth = random.pick([1_000, 20_000]);
  return random.chance(0.5) ? new RawJson('['.repeat(depth) + ']'.repeat(depth)) : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A hostile JSON value made from a valid one. */
interface JsonKind {
  label: string;
  make(valid: unknown, random: Random): unknown;
}

const asText = (valid: unknown) => (typeof valid === 'string' ? valid : String(valid ?? 'value'));

const jsonFromText = (kind: TextKind): JsonKind => ({ label: kind.label, make: (valid, random) => kind.make(asText(valid), random) });

/** Another JSON type where the valid one was: a string for a number or boolean, a number for a string. */
const swappedType = (valid: unknown) => (typeof valid === 'string' ? Number(valid) || 42 : String(valid));

const WRONG_TYPE_KINDS: JsonKind[] = [
  { label: 'wrong JSON type (null)', make: () => null },
  { label: 'wrong JSON type (swapped scalar)', make: swappedType },
  { label: 'wrong JSON type (array)', make: (valid) => [valid] },
  { label: 'wrong JSON type (object)', make: (valid) => ({ value: valid }) },
  { label: 'wrong JSON type (boolean)', make: (_valid, random) => random.chance(0.5) },
];

const SIZE_KINDS: JsonKind[] = [
  { label: 'huge or odd number', make: (_valid, random) => new RawJson(random.pick(HUGE_NUMBERS)) },
  { label: 'huge string (100 kB)', make: (valid) => asText(valid) + 'x'.repeat(100_000) },
  { label: 'deep nesting', make: (_valid, random) => deepNesting(random) },
];

function jsonKinds(random: Random, kind: FieldKind): JsonKind[] {
  const texts = [...CORE_TEXT_KINDS, ...dateAndNumberKinds(random, kind)].map(jsonFromText);
  return [...texts, ...WRONG_TYPE_KINDS, ...SIZE_KINDS];
}

const UNKNOWN_FIELDS = ['unknown_field', '__proto__', 'constructor', 'prototype', 'is_admin', 'role', 'user_id', ''];

// --- multipart -----------------------------------------------------------------------------

interface Part {
  headers: string[];
  content: Buffer;
}

const filePart = (field: string, filename: string, content: Buffer, type = 'image/png'): Part => ({
  headers: [`Content-Disposition: form-data; name="${field}"; filename="${filename}"`, `Content-Type: ${type}`],
  content,
});

function multipartBytes(boundary: string, parts: Part[], closed = true): Buffer {
  const chunks = parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.headers.map((line) => `${line}\r\n`).join('')}\r\n`), part.content, Buffer.from('\r\n')]);
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

interface RawBody {
  bytes: Buffer;
  headers: Record<string, string>;
}

function multipart(parts: Part[], options: { boundary?: string; declared?: string; closed?: boolean } = {}): RawBody {
  const boundary = options.boundary ?? 'fuzzboundary7MA4YWxkTrZu0gW';
  const declared = options.declared ?? `multipart/form-data; boundary=${boundary}`;
  return { bytes: multipartBytes(boundary, parts, options.closed), headers: { 'Content-Type': declared } };
}

const MULTIPART_ATTACKS: { label: string; make(random: Random): RawBody }[] = [
  { label: 'valid picture', make: () => multipart([filePart('file', 'me.png', pngImage())]) },
  { label: 'wrong field name', make: (random) => multipart([filePart(random.pick(['avatar', 'files', 'file[]', '']), 'me.png', pngImage())]) },
  { label: 'several files', make: () => multipart([filePart('file', 'a.png', pngImage()), filePart('file', 'b.png', pngImage())]) },
  { label: 'too many fields', make: () => multipart([...Array.from({ length: 8 }, (_, index) => ({ headers: [`Content-Disposition: form-data; name="f${index}"`], content: Buffer.from('x') })), filePart('file', 'a.png', pngImage())]) },
  { label: 'boundary mismatch', make: () => multipart([filePart('file', 'a.png', pngImage())], { declared: 'multipart/form-data; boundary=somethingelse' }) },
  { label: 'no boundary parameter', make: () => multipart([filePart('file', 'a.png', pngImage())], { declared: 'multipart/form-data' }) },
  { label: 'overlong boundary', make: () => multipart([filePart('file', 'a.png', pngImage())], { boundary: 'b'.repeat(200) }) },
  {
    label: 'truncated part',
    make: (random) => {
      const whole = multipart([filePart('file', 'a.png', pngImage())], { closed: false });
      return { ...whole, bytes: whole.bytes.subarray(0, random.int(20, whole.bytes.length - 1)) };
    },
  },
  { label: 'part without headers', make: () => multipart([{ headers: [], content: pngImage() }]) },
  { label: 'part without a name', make: () => multipart([{ headers: ['Content-Disposition: form-data; filename="a.png"'], content: pngImage() }]) },
  { label: 'file field without a filename', make: () => multipart([{ headers: ['Content-Disposition: form-data; name="file"'], content: pngImage() }]) },
  { label: 'NUL in the file name', make: () => multipart([filePart('file', 'a\u0000.png', pngImage())]) },
  { label: 'hostile file name', make: (random) => multipart([filePart('file', random.pick(['../../etc/passwd', 'x'.repeat(5_000), '%zz.png', '\u202egnp.exe', 'a\r\nX-Injected: 1']), pngImage())]) },
  { label: 'not an image', make: () => multipart([filePart('file', 'a.png', Buffer.from('just some text, not a picture'), 'image/png')]) },
  { label: 'truncated image', make: () => multipart([filePart('file', 'a.png', pngImage().subarray(0, 30))]) },
  { label: 'image declaring huge dimensions', make: () => multipart([filePart('file', 'a.png', pngDeclaring(100_000, 100_000))]) },
  { label: 'empty file', make: () => multipart([filePart('file', 'a.png', Buffer.alloc(0))]) },
  { label: 'empty multipart body', make: () => ({ bytes: Buffer.alloc(0), headers: { 'Content-Type': 'multipart/form-data; boundary=abc' } }) },
  { label: 'garbage after the boundary', make: () => ({ bytes: Buffer.from('--abc\r\n\u0000\u0001garbage'), headers: { 'Content-Type': 'multipart/form-data; boundary=abc' } }) },
  { label: 'file over 2 MB', make: () => multipart([filePart('file', 'big.png', Buffer.concat([pngImage(), Buffer.alloc(2 * 1024 * 1024 + 10)]))]) },
  {
    label: 'Content-Encoding gzip on a plain multipart body',
    make: () => {
      const body = multipart([filePart('file', 'a.png', pngImage())]);
      return { ...body, headers: { ...body.headers, 'Content-Encoding': 'gzip' } };
    },
  },
];

// --- whole-body attacks ----------------------------------------------------------------------

const MALFORMED_JSON = ['{', '{"a":', '[1,]', "{'a':1}", '{"a":1}garbage', 'nul', 'NaN', '\u0000', '{"a":"\\ud800"', '{"a":"\\x41"}', '\ufeff{}', '{"a" 1}'];

const WHOLE_BODY_ATTACKS: { label: string; make(json: string, random: Random): RawBody }[] = [
  { label: 'malformed JSON', make: (_json, random) => jsonBody(random.pick(MALFORMED_JSON)) },
  { label: 'JSON with charset=utf-7', make: (json) => jsonBody(json, 'application/json; charset=utf-7') },
  { label: 'JSON with an unusual charset', make: (json, random) => jsonBody(json, `application/json; charset=${random.pick(['utf-16', 'latin1', 'bogus', 'utf-32le', ''])}`) },
  { label: 'Content-Encoding gzip on a plain body', make: (json) => jsonBody(json, undefined, 'gzip') },
  { label: 'Content-Encoding deflate on a plain body', make: (json) => jsonBody(json, undefined, 'deflate') },
  { label: 'Content-Encoding br on a plain body', make: (json) => jsonBody(json, undefined, 'br') },
  { label: 'unknown Content-Encoding', make: (json, random) => jsonBody(json, undefined, random.pick(['x-fuzz', 'gzip, gzip', 'identity, gzip', 'compress'])) },
  { label: 'truncated gzip body', make: (json) => ({ ...jsonBody(json, undefined, 'gzip'), bytes: gzipSync(json).subarray(0, 12) }) },
  { label: 'gzip body inflating past 1 MB', make: () => ({ ...jsonBody('', undefined, 'gzip'), bytes: gzipBomb() }) },
  { label: 'real gzip body', make: (json) => ({ ...jsonBody('', undefined, 'gzip'), bytes: gzipSync(json) }) },
  { label: 'real deflate body', make: (json) => ({ ...jsonBody('', undefined, 'deflate'), bytes: deflateSync(json) }) },
  { label: 'top-level JSON that is not an object', make: (_json, random) => jsonBody(random.pick(['null', '[]', '"text"', '42', 'true', '[{}]'])) },
  { label: 'duplicate keys', make: (json) => jsonBody(json.startsWith('{') && json.length > 2 ? `${json.slice(0, -1)},${json.slice(1)}` : '{"a":1,"a":2}') },
  { label: 'prototype keys', make: (json) => jsonBody(`{"__proto__":{"role":"super_admin","is_active":true},"constructor":{"prototype":{"polluted":1}}${json.length > 2 ? `,${json.slice(1)}` : '}'}`) },
  { label: 'form-urlencoded body', make: () => ({ bytes: Buffer.from('identifier=a%00b&a[b][c]=1&__proto__[x]=1&%zz=%E0%A4%A'), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }) },
  { label: 'text/plain body', make: (json) => ({ bytes: Buffer.from(json), headers: { 'Content-Type': 'text/plain' } }) },
  { label: 'body without Content-Type', make: (json) => ({ bytes: Buffer.from(json), headers: {} }) },
  { label: 'empty JSON body', make: () => jsonBody('') },
  { label: 'deeply nested JSON body', make: () => jsonBody('['.repeat(50_000) + ']'.repeat(50_000)) },
  { label: 'multipart body on a JSON route', make: () => multipart([{ headers: ['Content-Disposition: form-data; name="identifier"'], content: Buffer.from('someone') }]) },
  { label: 'invalid UTF-8 in JSON', make: () => ({ bytes: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]), headers: { 'Content-Type': 'application/json' } }) },
];

let gzipBombBytes: Buffer | undefined;
/** A few kilobytes that inflate to 3 MB of JSON (made once: compressing it takes a while). */
const gzipBomb = () => (gzipBombBytes ??= gzipSync(`{"a":"${' '.repeat(3 * 1024 * 1024)}"}`));

function jsonBody(text: string, contentType = 'application/json', encoding?: string): RawBody {
  return { bytes: Buffer.from(text), headers: { 'Content-Type': contentType, ...(encoding ? { 'Content-Encoding': encoding } : {}) } };
}

// --- header attacks --------------------------------------------------------------------------

interface HeaderAttack {
  label: string;
  /** Only for callers without a session: a Cookie header would replace the session's cookies. */
  signedOutOnly?: boolean;
  make(random: Random): Record<string, string>;
}

const HEADER_ATTACKS: HeaderAttack[] = [
  { label: 'hostile X-Forwarded-For', make: (random) => ({ 'X-Forwarded-For': random.pick(['not-an-ip', '999.999.999.999', '1.2.3.4, garbage', '::ffff:10.0.0.1', 'x'.repeat(2_000), '', ',,,', '[::1]:80']) }) },
  { label: 'malformed cookies', signedOutOnly: true, make: (random) => ({ Cookie: random.pick(['access_token=%zz; refresh_token=%E0%A4%A', 'access_token=j:{"a":1}; csrf_token=j:[1]', 'refresh_token=' + 'x'.repeat(4_000), 'access_token=a.b.c; refresh_token=', '=; ;=;access_token']) }) },
  { label: 'hostile X-CSRF-Token', make: (random) => ({ 'X-CSRF-Token': random.pick(['x', 'x'.repeat(4_000), '%00', 'a.b.c', '.....']) }) },
  { label: 'hostile X-Request-Id', make: (random) => ({ 'X-Request-Id': random.pick(['x'.repeat(3_000), '../../etc', '%00']) }) },
];

// --- requests --------------------------------------------------------------------------------

export interface HostileRequest {
  route: ContractRoute;
  /** What is hostile about it, for the report ("valid input" for a baseline request). */
  input: string;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** Why a 2xx answer would be a defect (a value that must be refused), if it would. */
  mustRefuse: string | undefined;
}

export interface CallerKind {
  signedIn: boolean;
}

interface Draft {
  /** Path parameters, written for the URL. */
  path: Record<string, string>;
  /** Written for the URL; a null value is a parameter without `=`. */
  query: [string, string | null][];
  /** The JSON body, or undefined for none; `raw` replaces it. */
  json: unknown;
  raw: RawBody | undefined;
  headers: Record<string, string>;
  labels: string[];
  mustRefuse: string | undefined;
}

function validDraft(route: ContractRoute, random: Random, pool: ValuePool, presence: Presence): Draft {
  const params = route.pathParams ? (validValue(route.pathParams, random, pool, 'complete') as Record<string, unknown>) : {};
  const path = Object.fromEntries(route.pathParamNames.map((name) => [name, percentEncode(String(params[name] ?? 'x'))]));
  const queryValues = route.query ? ((validValue(route.query, random, pool, presence) as Record<string, unknown> | undefined) ?? {}) : {};
  const query = Object.entries(queryValues).map(([key, value]): [string, string] => [key, percentEncode(String(value))]);
  const json = isZodType(route.body) ? validValue(route.body, random, pool, presence) : undefined;
  const raw = route.multipart ? MULTIPART_ATTACKS[0]!.make(random) : undefined;
  return { path, query, json, raw, headers: {}, labels: [], mustRefuse: undefined };
}

// --- where hostile values go -----------------------------------------------------------------

type JsonPath = (string | number)[];

/** A path parameter, a query parameter or a field of the JSON body. */
interface Slot {
  location: 'path' | 'query' | 'body';
  /** The parameter name, or the field's path in the body. */
  key: JsonPath;
  /** Its schema, when the contract tells it. */
  field: ZodTypeAny | undefined;
  /** The valid value the hostile ones are made from. */
  valid: unknown;
}

const slotName = (slot: Slot) => `${slot.location}.${slot.key.join('.') || '(empty key)'}`;

function slotsOf(route: ContractRoute, draft: Draft): Slot[] {
  const body = isZodType(route.body) ? route.body : undefined;
  return [
    ...route.pathParamNames.map((name): Slot => ({ location: 'path', key: [name], field: schemaAt(route.pathParams, [name]), valid: safeDecode(draft.path[name] ?? '') })),
    ...draft.query.map(([key, value]): Slot => ({ location: 'query', key: [key], field: schemaAt(route.query, [key]), valid: safeDecode(value ?? '') })),
    ...leafPaths(draft.json)
      .filter((path) => path.length)
      .map((path): Slot => ({ location: 'body', key: path, field: schemaAt(body, path), valid: valueAt(draft.json, path) })),
  ];
}

function leafPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (Array.isArray(value) && value.length) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (isContainer(value) && Object.keys(value).length) return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

const isContainer = (value: unknown): value is object => !!value && typeof value === 'object' && !(value instanceof RawJson);

function valueAt(root: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (isContainer(node) ? (node as Record<string | number, unknown>)[key] : undefined), root);
}

/** Sets an own property even for `__proto__`, which plain assignment would take as the prototype. */
function setAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (!path.length) return value;
  const parent = valueAt(root, path.slice(0, -1));
  if (!isContainer(parent)) return root;
  Object.defineProperty(parent, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

function cloneJson(value: unknown): unknown {
  if (!isContainer(value)) return value;
  if (Array.isArray(value)) return value.map(cloneJson);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneJson(item)]));
}

/** Puts a value into the slot: written for the URL already for path and query, any JSON for the body. */
function put(draft: Draft, slot: Slot, value: unknown, label: string): void {
  const name = String(slot.key[0]);
  if (slot.location === 'path') draft.path[name] = String(value) || '%20';
  else if (slot.location === 'query') draft.query = [...draft.query.filter(([key]) => key !== name), [name, String(value)]];
  else {
    const body = cloneJson(draft.json);
    draft.json = setAt(isContainer(body) ? body : {}, slot.key, value);
    draft.raw = undefined;
  }
  draft.labels.push(`${slotName(slot)}: ${label}`);
}

/** A number-like text that is not plain decimal digits must not be read as a number where one is expected. */
function refusalFor(slot: Slot, hostile: unknown): string | undefined {
  if (fieldKind(slot.field) !== 'number' || typeof hostile !== 'string') return undefined;
  const nonDecimal = NUMBER_LIKE_TEXTS.includes(hostile) && !/^-?\d+$/.test(hostile);
  return nonDecimal ? `${slotName(slot)} took ${JSON.stringify(hostile)} as a number` : undefined;
}

function putUrlKind(draft: Draft, slot: Slot, kind: UrlKind, base: unknown, random: Random): void {
  const text = kind.encode(asText(base), random);
  put(draft, slot, text, kind.label);
  draft.mustRefuse ??= refusalFor(slot, safeDecode(text));
}

function putJsonKind(draft: Draft, slot: Slot, kind: JsonKind, base: unknown, random: Random): void {
  const value = kind.make(base, random);
  put(draft, slot, value, kind.label);
  // An earlier change of the same request may have replaced the field's container (an array by a text): then the value is not sent.
  const sent = draft.json !== undefined && valueAt(draft.json, slot.key) === value;
  if (sent) draft.mustRefuse ??= refusalFor(slot, value);
}

const NUL_IN_PLACE = CORE_TEXT_KINDS[0]!;

// --- the systematic pass ---------------------------------------------------------------------

type Mutation = (draft: Draft) => void;

/** The valid values a kind starts from: for a NUL in place, several shapes, since a NUL may pass inside an address but not inside a name. */
function basesFor(slot: Slot, kind: { label: string }, random: Random): unknown[] {
  if (kind.label !== NUL_IN_PLACE.label || !slot.field) return [slot.valid];
  const diverse = diverseValidValues(slot.field, random, 3);
  return diverse.length ? diverse : [slot.valid];
}

function slotMutations(slot: Slot, random: Random): Mutation[] {
  const holds = fieldKind(slot.field);
  if (slot.location === 'body') {
    return jsonKinds(random, holds).flatMap((kind) => basesFor(slot, kind, random).map((base): Mutation => (draft) => putJsonKind(draft, slot, kind, base, random)));
  }
  return urlKinds(random, holds).flatMap((kind) => basesFor(slot, kind, random).map((base): Mutation => (draft) => putUrlKind(draft, slot, kind, base, random)));
}

/**
 * Every path parameter, query parameter and body field of the route with each core hostile
 * kind (every extreme date where a date goes, every number-like text where a number goes), then
 * each whole-body attack on JSON routes and each malformed multipart body on upload routes.
 * Each goes into an otherwise valid request with as few optional fields as possible, so that the
 * hostile value is what reaches the handler.
 */
export function systematicRequests(route: ContractRoute, random: Random, pool: ValuePool): HostileRequest[] {
  const complete = validDraft(route, random, pool, 'complete');
  const mutations: Mutation[] = [
    ...slotsOf(route, complete).flatMap((slot) => slotMutations(slot, random)),
    ...(isZodType(route.body) ? WHOLE_BODY_ATTACKS.map((attack): Mutation => (draft) => applyRawBody(draft, `body: ${attack.label}`, attack.make(jsonText(draft.json ?? {}), random))) : []),
    ...(route.multipart ? MULTIPART_ATTACKS.map((attack): Mutation => (draft) => applyRawBody(draft, `multipart: ${attack.label}`, attack.make(random))) : []),
  ];
  return mutations.map((mutate) => {
    const draft = validDraft(route, random, pool, 'minimal');
    mutate(draft);
    return toRequest(route, draft);
  });
}

function applyRawBody(draft: Draft, label: string, raw: RawBody): void {
  draft.raw = raw;
  draft.labels.push(label);
}

// --- the random mix --------------------------------------------------------------------------

type Attack = (draft: Draft, route: ContractRoute, random: Random, caller: CallerKind) => void;

const ALL_TEXT_KINDS = [...CORE_TEXT_KINDS, ...MORE_TEXT_KINDS];

function randomUrlKind(random: Random): UrlKind {
  return random.chance(0.25) ? random.pick(MALFORMED_URL_KINDS) : encodedText(random.pick([...ALL_TEXT_KINDS, ...dateAndNumberKinds(random, 'other')]));
}

function randomJsonKind(random: Random): JsonKind {
  return random.chance(0.5) ? jsonFromText(random.pick([...ALL_TEXT_KINDS, ...dateAndNumberKinds(random, 'other')])) : random.pick([...WRONG_TYPE_KINDS, ...SIZE_KINDS]);
}

const attackPath: Attack = (draft, route, random) => {
  const slot = random.pick(slotsOf(route, draft).filter((candidate) => candidate.location === 'path'));
  if (random.chance(0.15)) put(draft, slot, random.pick(['..', '.', '%2e%2e', 'a%2Fb', '%2F', '%5C']), 'dot segment or encoded separator');
  else putUrlKind(draft, slot, randomUrlKind(random), slot.valid, random);
};

function queryAttackSlot(draft: Draft, route: ContractRoute, random: Random): Slot {
  const keys = route.query ? Object.keys(shapeOf(route.query)) : [];
  const key = keys.length && random.chance(0.85) ? random.pick(keys) : random.pick(UNKNOWN_FIELDS.filter(Boolean));
  const current = draft.query.find(([name]) => name === key)?.[1];
  return { location: 'query', key: [key], field: schemaAt(route.query, [key]), valid: current ? safeDecode(current) : 'a' };
}

const attackQuery: Attack = (draft, route, random) => {
  const slot = queryAttackSlot(draft, route, random);
  const key = String(slot.key[0]);
  const roll = random.int(0, 9);
  if (roll === 0) {
    draft.query.push([key, 'a'], [key, percentEncode(random.pick(['b', '2', 'admin', '2024-01-01']))]);
    draft.labels.push(`query.${key}: repeated parameter`);
  } else if (roll === 1) {
    draft.query.push([`${key}[${random.pick(['a', '0', '__proto__', ''])}]`, '1']);
    draft.labels.push(`query.${key}: bracketed parameter`);
  } else if (roll === 2) {
    draft.query = [...draft.query.filter(([name]) => name !== key), [key, null]];
    draft.labels.push(`query.${key}: parameter without a value`);
  } else putUrlKind(draft, slot, randomUrlKind(random), slot.valid, random);
};

const attackBodyField: Attack = (draft, route, random) => {
  const body = isZodType(route.body) ? route.body : undefined;
  const known = Object.keys(body ? shapeOf(body) : {}).map((key): Slot => ({ location: 'body', key: [key], field: schemaAt(body, [key]), valid: valueAt(draft.json, [key]) ?? 'value' }));
  const slots = [...slotsOf(route, draft).filter((slot) => slot.location === 'body'), ...known];
  const roll = random.int(0, 9);
  if (roll < 2 || !slots.length) {
    const slot: Slot = { location: 'body', key: [random.pick(UNKNOWN_FIELDS)], field: undefined, valid: 'value' };
    const kind = randomJsonKind(random);
    put(draft, slot, kind.make('value', random), `${kind.label} (unknown field)`);
  } else if (roll < 3) {
    draft.json = random.chance(0.8) ? random.pick(WRONG_TYPE_KINDS).make(draft.json, random) : deepNesting(random);
    draft.raw = undefined;
    draft.labels.push(`body (whole): ${draft.json instanceof RawJson ? 'deep nesting' : `wrong JSON type (${describeJson(draft.json)})`}`);
  } else {
    const slot = random.pick(slots);
    putJsonKind(draft, slot, randomJsonKind(random), slot.valid, random);
  }
};

const attackWholeBody: Attack = (draft, _route, random) => {
  const attack = random.pick(WHOLE_BODY_ATTACKS);
  applyRawBody(draft, `body: ${attack.label}`, attack.make(jsonText(draft.json ?? {}), random));
};

const attackMultipart: Attack = (draft, _route, random) => {
  const attack = random.pick(MULTIPART_ATTACKS);
  applyRawBody(draft, `multipart: ${attack.label}`, attack.make(random));
};

const attackHeaders: Attack = (draft, _route, random, caller) => {
  const attack = random.pick(HEADER_ATTACKS.filter((candidate) => !(caller.signedIn && candidate.signedOutOnly)));
  Object.assign(draft.headers, attack.make(random));
  draft.labels.push(`headers: ${attack.label}`);
};

const keepValid: Attack = () => undefined;

function attacksFor(route: ContractRoute): [Attack, number][] {
  const hasBody = route.method !== 'GET';
  const weighted: [Attack, number][] = [
    [keepValid, 1],
    [attackPath, route.pathParamNames.length ? 4 : 0],
    [attackQuery, route.query ? 4 : 1],
    [attackBodyField, isZodType(route.body) ? 5 : hasBody && !route.multipart ? 1 : 0],
    [attackWholeBody, hasBody ? 3 : 1],
    [attackMultipart, route.multipart ? 8 : 0],
    [attackHeaders, 1],
  ];
  return weighted.filter(([, weight]) => weight > 0);
}

function weightedPick<T>(choices: [T, number][], random: Random): T {
  let roll = random.int(1, choices.reduce((sum, [, weight]) => sum + weight, 0));
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll <= 0) return choice;
  }
  return choices[0]![0];
}

/** One request to the route: valid values with one or two hostile changes (or none, now and then). */
export function hostileRequest(route: ContractRoute, caller: CallerKind, random: Random, pool: ValuePool): HostileRequest {
  const draft = validDraft(route, random, pool, 'random');
  const attacks = attacksFor(route);
  weightedPick(attacks, random)(draft, route, random, caller);
  if (random.chance(0.15)) weightedPick(attacks, random)(draft, route, random, caller);
  return toRequest(route, draft);
}

function toRequest(route: ContractRoute, draft: Draft): HostileRequest {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => draft.path[name] ?? 'x');
  const query = draft.query.map(([key, value]) => (value === null ? percentEncode(key) : `${percentEncode(key)}=${value}`)).join('&');
  const raw = draft.raw ?? (draft.json === undefined ? undefined : jsonBody(jsonText(draft.json)));
  return {
    route,
    input: draft.labels.join(' + ') || 'valid input',
    method: route.method,
    url: query ? `${path}?${query}` : path,
    headers: { ...raw?.headers, ...draft.headers },
    body: raw?.bytes,
    mustRefuse: draft.mustRefuse,
  };
}

/** Page URLs (outside /api) with malformed or hostile encodings. */
export const HOSTILE_PAGE_URLS = [
  '/invite/%E0%A4%A',
  '/invite/%zz',
  '/invite/%00',
  '/%zz',
  '/%E0%A4%A',
  '/login?next=%zz',
  '/login?next=%E0%A4%A&lang=%00',
  '/users/%C0%AF..%C0%AF',
  `/invite/${'x'.repeat(6_000)}`,
  '/logs?start_date=0000-01-01&page=0x10',
];
