// Filter: the parsed filters of a query (filters, facetFilters,
// numericFilters, tagFilters, optionalFilters; filters/ parses them) evaluated
// into bitsets over an index's facet columns and numeric attributes.
import { andInto, invert, orInto, orPosting, setBit, type Bitset } from '../bitset';
import { and, type FilterNode } from '../filters/ast';
import { parseNumber } from '../filters/parseFilters';
import { denseOf, postingOf, type FacetColumn, type IndexData } from '../indexData';
import type { SearchParams } from '../types';

/** Every filter of a query ANDed together; undefined when it has none. */
export function combineFilters(params: SearchParams): FilterNode | undefined {
  const parts = [params.filters, params.facetFilters, params.numericFilters, params.tagFilters].filter(
    (node): node is FilterNode => node !== undefined,
  );
  return parts.length === 0 ? undefined : and(parts);
}

/** Evaluates a filter tree into `out` (fully overwritten). */
export function evaluate(data: IndexData, node: FilterNode, out: Bitset): void {
  switch (node.type) {
    case 'facet': {
      out.fill(0);
      const column = data.facets.get(node.attribute);
      if (column) orFacetValue(column, node.value, out);
      const numbers = data.numerics.get(node.attribute);
      const value = parseNumber(node.value);
      if (numbers && value !== undefined) compareInto(numbers, '=', value, out);
      return;
    }
    case 'numeric': {
      out.fill(0);
      const numbers = data.numerics.get(node.attribute);
      if (numbers) compareInto(numbers, node.operator, node.value, out);
      return;
    }
    case 'range': {
      out.fill(0);
      const numbers = data.numerics.get(node.attribute);
      if (!numbers) return;
      for (let doc = 0; doc < numbers.length; doc++) {
        const value = numbers[doc]!;
        if (value >= node.lower && value <= node.upper) setBit(out, doc);
      }
      return;
    }
    case 'not':
      evaluate(data, node.child, out);
      invert(out, data.size);
      return;
    case 'and':
    case 'or': {
      evaluate(data, node.children[0]!, out);
      const pool = data.scratch.pool;
      const temporary = pool.acquire();
      for (let i = 1; i < node.children.length; i++) {
        evaluate(data, node.children[i]!, temporary);
        if (node.type === 'and') andInto(out, temporary);
        else orInto(out, temporary);
      }
      pool.release(temporary);
      return;
    }
  }
}

function orFacetValue(column: FacetColumn, value: string, out: Bitset): void {
  const codes = column.byLowerValue.get(value.toLowerCase());
  if (codes === undefined) return;
  for (const code of typeof codes === 'number' ? [codes] : codes) {
    const start = column.postingStart[code]!;
    const length = column.postingStart[code + 1]! - start;
    // A common value is cheaper as one bitset OR than as a posting walk.
    if (length > out.length) orInto(out, denseOf(column, code, out.length));
    else orPosting(out, postingOf(column, code));
  }
}

function compareInto(numbers: Float64Array, operator: string, target: number, out: Bitset): void {
  for (let doc = 0; doc < numbers.length; doc++) {
    const value = numbers[doc]!;
    let match: boolean;
    switch (operator) {
      case '<':
        match = value < target;
        break;
      case '<=':
        match = value <= target;
        break;
      case '>':
        match = value > target;
        break;
      case '>=':
        match = value >= target;
        break;
      case '!=':
        match = !Number.isNaN(value) && value !== target;
        break;
      default:
        match = value === target;
    }
    if (match) out[doc >>> 5]! |= 1 << (doc & 31);
  }
}
