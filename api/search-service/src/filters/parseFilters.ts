// Recursive-descent parser for Algolia's `filters` string:
//   filters   := or EOF
//   or        := and ('OR' and)*
//   and       := unary ('AND' unary)*
//   unary     := 'NOT' unary | '(' or ')' | condition
//   condition := attribute ':' value ['TO' value]     facet value, boolean or numeric range
//              | attribute op number                  op: < <= = != >= >
// Values and attributes may be quoted with "..." or '...' (backslash escapes).
// Keywords are upper case, as in Algolia. Algolia refuses some mixes (an AND
// inside an OR group); this parser accepts any nesting, which is a superset.
import { badRequest, type SearchError } from '../errors';
import { and, or, type FilterNode, type NumericOperator } from './ast';

type Token =
  | { kind: 'word'; text: string; quoted: boolean; at: number }
  | { kind: '(' | ')' | ':'; at: number }
  | { kind: 'op'; op: NumericOperator; at: number }
  | { kind: 'end'; at: number };

const STOP = new Set([' ', '\t', '\n', '\r', '(', ')', ':', '<', '>', '=', '!', '"']);

function fail(message: string): SearchError {
  return badRequest(`Invalid filters: ${message}`);
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (char === '(' || char === ')' || char === ':') {
      tokens.push({ kind: char, at: i });
      i += 1;
      continue;
    }
    if (char === '<' || char === '>' || char === '=' || char === '!') {
      const two = input.slice(i, i + 2);
      if (two === '<=' || two === '>=' || two === '!=') {
        tokens.push({ kind: 'op', op: two, at: i });
        i += 2;
      } else if (char === '!') {
        throw fail(`unexpected '!' at position ${i} (did you mean '!=' or NOT?)`);
      } else {
        tokens.push({ kind: 'op', op: char as NumericOperator, at: i });
        i += 1;
      }
      continue;
    }
    if (char === '"' || char === "'") {
      const start = i;
      let text = '';
      i += 1;
      let closed = false;
      while (i < input.length) {
        const c = input[i]!;
        if (c === '\\' && i + 1 < input.length) {
          text += input[i + 1];
          i += 2;
          continue;
        }
        if (c === char) {
          closed = true;
          i += 1;
          break;
        }
        text += c;
        i += 1;
      }
      if (!closed) throw fail(`unterminated quoted value starting at position ${start}`);
      tokens.push({ kind: 'word', text, quoted: true, at: start });
      continue;
    }
    const start = i;
    while (i < input.length && !STOP.has(input[i]!) && !/\s/.test(input[i]!)) i += 1;
    tokens.push({ kind: 'word', text: input.slice(start, i), quoted: false, at: start });
  }
  tokens.push({ kind: 'end', at: input.length });
  return tokens;
}

function isKeyword(token: Token, keyword: string): boolean {
  return token.kind === 'word' && !token.quoted && token.text === keyword;
}

function describeToken(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'end of input';
    case 'word':
      return token.quoted ? `"${token.text}"` : `'${token.text}'`;
    case 'op':
      return `'${token.op}'`;
    default:
      return `'${token.kind}'`;
  }
}

/** A number as Algolia writes them in filters: 10, -2.5, 1e3. */
export function parseNumber(text: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

class Parser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.position]!;
  }

  private next(): Token {
    const token = this.tokens[this.position]!;
    if (token.kind !== 'end') this.position += 1;
    return token;
  }

  parse(): FilterNode {
    const node = this.parseOr();
    const rest = this.peek();
    if (rest.kind !== 'end') {
      throw fail(
        rest.kind === ')'
          ? `unbalanced parentheses: ')' at position ${rest.at} has no matching '('`
          : `expected AND, OR or end of input but found ${describeToken(rest)} at position ${rest.at}`,
      );
    }
    return node;
  }

  private parseOr(): FilterNode {
    const children = [this.parseAnd()];
    while (isKeyword(this.peek(), 'OR')) {
      this.next();
      children.push(this.parseAnd());
    }
    return or(children);
  }

  private parseAnd(): FilterNode {
    const children = [this.parseUnary()];
    while (isKeyword(this.peek(), 'AND')) {
      this.next();
      children.push(this.parseUnary());
    }
    return and(children);
  }

  private parseUnary(): FilterNode {
    const token = this.peek();
    if (isKeyword(token, 'NOT')) {
      this.next();
      return { type: 'not', child: this.parseUnary() };
    }
    if (token.kind === '(') {
      this.next();
      const inner = this.parseOr();
      const close = this.next();
      if (close.kind !== ')') {
        throw fail(
          close.kind === 'end'
            ? `unbalanced parentheses: '(' at position ${token.at} is never closed`
            : `expected ')' but found ${describeToken(close)} at position ${close.at}`,
        );
      }
      return inner;
    }
    return this.parseCondition();
  }

  private parseCondition(): FilterNode {
    const attributeToken = this.next();
    if (attributeToken.kind !== 'word' || (!attributeToken.quoted && ['AND', 'OR', 'TO'].includes(attributeToken.text))) {
      throw fail(`expected an attribute but found ${describeToken(attributeToken)} at position ${attributeToken.at}`);
    }
    const attribute = attributeToken.text;
    if (attribute === '') throw fail(`empty attribute name at position ${attributeToken.at}`);
    const separator = this.next();
    if (separator.kind === ':') {
      const valueToken = this.next();
      if (valueToken.kind !== 'word') {
        throw fail(`expected a value after '${attribute}:' but found ${describeToken(valueToken)} at position ${valueToken.at}`);
      }
      if (isKeyword(this.peek(), 'TO')) {
        this.next();
        const upperToken = this.next();
        const lower = parseNumber(valueToken.text);
        const upper = upperToken.kind === 'word' ? parseNumber(upperToken.text) : undefined;
        if (lower === undefined || upper === undefined) {
          throw fail(`a range needs two numbers: '${attribute}:lower TO upper' (at position ${valueToken.at})`);
        }
        return { type: 'range', attribute, lower, upper };
      }
      return { type: 'facet', attribute, value: valueToken.text };
    }
    if (separator.kind === 'op') {
      const valueToken = this.next();
      const value = valueToken.kind === 'word' && !valueToken.quoted ? parseNumber(valueToken.text) : undefined;
      if (value === undefined) {
        throw fail(`expected a number after '${attribute} ${separator.op}' but found ${describeToken(valueToken)} at position ${valueToken.at}`);
      }
      return { type: 'numeric', attribute, operator: separator.op, value };
    }
    throw fail(`expected ':' or a comparison after '${attribute}' but found ${describeToken(separator)} at position ${separator.at}`);
  }
}

/** Parses a `filters` string; an empty string means no filter. Throws a 400 SearchError. */
export function parseFilters(input: string): FilterNode | undefined {
  if (input.trim() === '') return undefined;
  return new Parser(tokenize(input)).parse();
}
