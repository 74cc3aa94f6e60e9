import type { Texts } from './i18n.js';

/**
 * Which side of a multi-tenant installation may hold a permission (ABP's MultiTenancySides).
 * Host-only permissions (tenant management, for instance) are never granted inside a tenant.
 */
export type Side = 'host' | 'tenant' | 'both';

export interface PermissionNode {
  readonly text: Texts;
  readonly side?: Side;
  readonly children?: Readonly<Record<string, PermissionNode>>;
  /**
   * The key of a sibling that is this permission's parent, for wire names that do not nest
   * (ABP's `AbpDataDictionary.Create` is a child of `AbpDataDictionary.Default`).
   */
  readonly parent?: string;
  /**
   * Other names of the same policy, checked by clients of other template versions: granted
   * together with it (the configuration lists them), never stored or listed on their own.
   */
  readonly aliases?: readonly string[];
}

export interface GroupNode {
  readonly text: Texts;
  readonly side?: Side;
  readonly permissions: Readonly<Record<string, PermissionNode>>;
}

/** A permission as the catalogue exposes it: flat, with its full dotted name. */
export interface PermissionDefinition {
  readonly name: string;
  readonly group: string;
  readonly parentName: string | null;
  readonly text: Texts;
  readonly side: Side;
  readonly aliases: readonly string[];
}

export interface PermissionGroupDefinition {
  readonly name: string;
  readonly text: Texts;
  readonly permissions: readonly PermissionDefinition[];
}

/**
 * The typed view of the tree: `Policies.AbpIdentity.Users.Create.name` is the literal type
 * 'AbpIdentity.Users.Create', so a misspelt policy is a compile error, not a silent 403.
 */
export type PolicyNames<Prefix extends string, Nodes> = {
  readonly [K in keyof Nodes & string]: { readonly name: `${Prefix}.${K}` } & (Nodes[K] extends {
    readonly children: infer C;
  }
    ? PolicyNames<`${Prefix}.${K}`, C>
    : unknown);
};

export type PolicyTree<Tree> = {
  readonly [G in keyof Tree & string]: Tree[G] extends { readonly permissions: infer P }
    ? PolicyNames<G, P>
    : never;
};

type Flatten<Prefix extends string, Nodes> = {
  [K in keyof Nodes & string]:
    | `${Prefix}.${K}`
    | (Nodes[K] extends { readonly children: infer C } ? Flatten<`${Prefix}.${K}`, C> : never);
}[keyof Nodes & string];

export type PolicyNameOf<Tree> = {
  [G in keyof Tree & string]: Tree[G] extends { readonly permissions: infer P } ? Flatten<G, P> : never;
}[keyof Tree & string];

export function buildPolicyTree<Tree extends Record<string, GroupNode>>(tree: Tree): PolicyTree<Tree> {
  const walk = (prefix: string, nodes: Readonly<Record<string, PermissionNode>>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(nodes).map(([key, node]) => {
        const name = `${prefix}.${key}`;
        return [key, { name, ...(node.children ? walk(name, node.children) : {}) }];
      }),
    );
  return Object.fromEntries(
    Object.entries(tree).map(([group, node]) => [group, walk(group, node.permissions)]),
  ) as PolicyTree<Tree>;
}

export function flattenCatalogue(tree: Record<string, GroupNode>): PermissionGroupDefinition[] {
  return Object.entries(tree).map(([group, node]) => {
    const permissions: PermissionDefinition[] = [];
    const walk = (
      prefix: string,
      parentName: string | null,
      nodes: Readonly<Record<string, PermissionNode>>,
      inherited: Side,
    ) => {
      for (const [key, child] of Object.entries(nodes)) {
        const name = `${prefix}.${key}`;
        const parent = child.parent ? permissions.find((p) => p.name === `${prefix}.${child.parent}`) : null;
        if (child.parent && !parent) throw new Error(`${name}: parent ${child.parent} must come before it`);
        const side = child.side ?? parent?.side ?? inherited;
        const aliases = child.aliases ?? [];
        permissions.push({
          name,
          group,
          parentName: parent?.name ?? parentName,
          text: child.text,
          side,
          aliases,
        });
        if (child.children) walk(name, name, child.children, side);
      }
    };
    walk(group, null, node.permissions, node.side ?? 'both');
    return { name: group, text: node.text, permissions };
  });
}
