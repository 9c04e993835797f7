// The one filter tree every filter syntax compiles to (`filters`,
// `facetFilters`, `numericFilters`, `tagFilters`, `optionalFilters`).

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  /** `attribute:value`: a facet value (case-insensitive); a number also matches a numeric attribute. */
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  /** `attribute:lower TO upper`, both ends included. */
  | { type: 'range'; attribute: string; lower: number; upper: number };

export function and(children: FilterNode[]): FilterNode {
  return children.length === 1 ? children[0]! : { type: 'and', children };
}

export function or(children: FilterNode[]): FilterNode {
  return children.length === 1 ? children[0]! : { type: 'or', children };
}

/** A readable form of a tree (used in tests and error messages). */
export function describe(node: FilterNode): string {
  switch (node.type) {
    case 'and':
      return `(${node.children.map(describe).join(' AND ')})`;
    case 'or':
      return `(${node.children.map(describe).join(' OR ')})`;
    case 'not':
      return `NOT ${describe(node.child)}`;
    case 'facet':
      return `${node.attribute}:"${node.value}"`;
    case 'numeric':
      return `${node.attribute} ${node.operator} ${node.value}`;
    case 'range':
      return `${node.attribute}:${node.lower} TO ${node.upper}`;
  }
}
