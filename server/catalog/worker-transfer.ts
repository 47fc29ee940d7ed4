// Moving a large value (products, row report, a built index) from the refresh worker to the main
// thread without one long pause. postMessage's structured clone is decoded on the receiving thread
// in one piece: 100,000 products take ~0.3 s. So the value is cut in parts (slices of arrays, of
// Maps' entries and of long strings), sent one per message; the receiver asks for the next part
// only after it has handled the last, so each decode is its own short event-loop task. Typed arrays
// ride in the first message and are transferred (moved, not copied).

/** Items per part: objects are slower to decode than strings or numbers. */
const OBJECTS_PER_PART = 400;
const VALUES_PER_PART = 4000;
const CHARS_PER_PART = 256 * 1024;

interface ArrayHole {
  __part: 'array';
  length: number;
}
interface MapHole {
  __part: 'map';
}
interface StringHole {
  __part: 'string';
}
type Hole = ArrayHole | MapHole | StringHole;

/** A slice for the hole at `path` (property names from the root). */
export type Part =
  | { path: string[]; kind: 'array'; start: number; items: unknown[] }
  | { path: string[]; kind: 'map'; keys: unknown[]; values: unknown[] }
  | { path: string[]; kind: 'string'; text: string };

export interface SplitValue {
  /** The value with large members replaced by holes; typed arrays stay in it. */
  skeleton: unknown;
  /** Typed arrays' buffers, for postMessage's transfer list. */
  transfer: ArrayBuffer[];
  parts: Part[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const perPart = (sample: unknown) => (typeof sample === 'object' && sample !== null ? OBJECTS_PER_PART : VALUES_PER_PART);

/** Cuts a value made of plain objects, arrays, Maps, strings, numbers and typed arrays. */
export function splitForTransfer(value: unknown): SplitValue {
  const transfer = new Set<ArrayBuffer>();
  const parts: Part[] = [];
  const walk = (v: unknown, path: string[]): unknown => {
    if (ArrayBuffer.isView(v)) {
      if (v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) transfer.add(v.buffer);
      return v;
    }
    if (typeof v === 'string' && v.length > CHARS_PER_PART) {
      for (let i = 0; i < v.length; i += CHARS_PER_PART) parts.push({ path, kind: 'string', text: v.slice(i, i + CHARS_PER_PART) });
      return { __part: 'string' } satisfies StringHole;
    }
    if (Array.isArray(v)) {
      const size = perPart(v[0]);
      if (v.length <= size) return v;
      for (let i = 0; i < v.length; i += size) parts.push({ path, kind: 'array', start: i, items: v.slice(i, i + size) });
      return { __part: 'array', length: v.length } satisfies ArrayHole;
    }
    if (v instanceof Map) {
      const first = v.values().next().value;
      const size = perPart(first);
      if (v.size <= size) return v;
      let keys: unknown[] = [];
      let values: unknown[] = [];
      for (const [key, item] of v) {
        keys.push(key);
        values.push(item);
        if (keys.length === size) {
          parts.push({ path, kind: 'map', keys, values });
          keys = [];
          values = [];
        }
      }
      if (keys.length > 0) parts.push({ path, kind: 'map', keys, values });
      return { __part: 'map' } satisfies MapHole;
    }
    if (isPlainObject(v)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(v)) out[key] = walk(item, [...path, key]);
      return out;
    }
    return v;
  };
  const skeleton = walk(value, []);
  return { skeleton, transfer: [...transfer], parts };
}

const isHole = (value: unknown): value is Hole => isPlainObject(value) && typeof value.__part === 'string';

/** Rebuilds the value from its skeleton and its parts, one part at a time (each one cheap). */
export class Assembler {
  private readonly strings = new Map<string, string[]>();
  private readonly root: { value: unknown };

  constructor(skeleton: unknown) {
    this.root = { value: this.fill(skeleton) };
  }

  /** Replaces holes with empty containers of the right kind. */
  private fill(value: unknown): unknown {
    if (isHole(value)) {
      if (value.__part === 'array') return new Array(value.length);
      if (value.__part === 'map') return new Map();
      return value; // strings are joined at the end
    }
    if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) value[key] = this.fill(item);
    }
    return value;
  }

  private at(path: string[]): unknown {
    let v = this.root.value;
    for (const key of path) v = (v as Record<string, unknown>)[key];
    return v;
  }

  add(part: Part): void {
    if (part.kind === 'string') {
      const key = JSON.stringify(part.path);
      const pieces = this.strings.get(key);
      if (pieces) pieces.push(part.text);
      else this.strings.set(key, [part.text]);
      return;
    }
    const target = this.at(part.path);
    if (part.kind === 'array') {
      const array = target as unknown[];
      for (let i = 0; i < part.items.length; i++) array[part.start + i] = part.items[i];
    } else {
      const map = target as Map<unknown, unknown>;
      for (let i = 0; i < part.keys.length; i++) map.set(part.keys[i], part.values[i]);
    }
  }

  /** The whole value, after every part was added. */
  finish(): unknown {
    for (const [key, pieces] of this.strings) {
      const path = JSON.parse(key) as string[];
      const text = pieces.join('');
      if (path.length === 0) return text;
      const parent = this.at(path.slice(0, -1)) as Record<string, unknown>;
      parent[path[path.length - 1]!] = text;
    }
    return this.root.value;
  }
}

/**
 * One copy of each repeated string in the items (plain objects' string fields and their arrays of
 * strings), through `table`, which the caller keeps across parts. A structured clone gives every
 * string its own copy: 12,476 products carry 49 categories, 181 image addresses, 2 conditions, so
 * sharing them saves a few MB for as long as the catalogue is served.
 */
export function shareStrings(items: unknown[], table: Map<string, string>): void {
  const shared = (text: string) => {
    const known = table.get(text);
    if (known !== undefined) return known;
    table.set(text, text);
    return text;
  };
  for (const item of items) {
    if (!isPlainObject(item)) continue;
    for (const key in item) {
      const value = item[key];
      if (typeof value === 'string') item[key] = shared(value);
      else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) if (typeof value[i] === 'string') value[i] = shared(value[i] as string);
    }
  }
}
